// The contract check (core/analysis/contract.h): small scenarios built in code under each weaker rule and without
// it, and the shipped seeds and patterns, whose findings are listed here as worked out by hand.
#include "core/analysis/contract.h"
#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "tests/analysis/scenario_builder.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

using namespace syncstress::analysis;
using namespace syncstress::scenario;
using namespace syncstress::scenario::testing;
namespace fs = std::filesystem;

namespace {

constexpr uint32_t k_both = k_upload_reads_until_complete | k_download_writes_until_complete;

// "relying where / other where" of each finding, in the order given.
std::vector<std::string> pairs(const Scenario& s, const std::vector<Finding>& found) {
    std::vector<std::string> out;
    for (const Finding& f : found) {
        CHECK(f.kind == FindingKind::contract);
        CHECK(f.warning);
        REQUIRE(f.steps.size() == 2);
        REQUIRE(f.accesses.size() == 2);
        // The relying op is the one named first in the sentence; steps[0] is its step.
        const std::string message = f.message;
        out.push_back(message.substr(0, message.find(" (")) + " / " + std::to_string(f.steps[1]));
        CHECK(f.steps[0] < s.steps.size());
    }
    return out;
}

// An upload submitted behind a wait for the host, which fills the host array and only then signals: the format
// orders the fill before the upload's read, a runtime that may read at submission does not.
Scenario gated_upload() {
    Builder b;
    const uint32_t q = b.queue("copy_q");
    const uint32_t staging = b.host("staging");
    const uint32_t dst = b.buffer("dst");
    const uint32_t go = b.semaphore("go");
    b.submit(q, {wait(go, 1), upload(staging, dst), signal(go, 2)})
        .step(host_fill(staging))
        .step(host_signal(go, 1))
        .step(host_wait_value(go, 2));
    return b.done();
}

}  // namespace

TEST_CASE("contract: a host fill after submitting an upload gated on the host relies on the upload reading late") {
    const Scenario s = gated_upload();
    CHECK(contract_findings(s, 0).empty());
    CHECK(contract_findings(s, k_download_writes_until_complete).empty());
    const auto found = contract_findings(s, k_upload_reads_until_complete);
    REQUIRE(found.size() == 1);
    const Finding& f = found[0];
    CHECK(f.kind == FindingKind::contract);
    CHECK(f.warning);
    CHECK(f.message == "steps[0].commands[1] (upload on queue copy_q) relies on the upload reading staging[0..1023] when "
                       "it executes; this runtime may read it at any moment from its submission until it completes, and "
                       "steps[1] (host_fill on the host) writes it in that window");
    CHECK(f.fix == "make steps[1] happen before steps[0].commands[1] is submitted or after the upload completes");
    CHECK(f.steps == std::vector<size_t>{0, 1});
    CHECK(f.object == "staging");
    CHECK(f.offset == 0);
    CHECK(f.count == 1024);
    CHECK(f.hazard == Hazard::write_after_read);
    REQUIRE(f.accesses.size() == 2);
    CHECK((f.accesses[0].step == 0 && f.accesses[0].command == 1u && f.accesses[0].queue == 0u && !f.accesses[0].write));
    CHECK((f.accesses[1].step == 1 && !f.accesses[1].command && !f.accesses[1].queue && f.accesses[1].write));
    CHECK_FALSE(f.accesses[1].next_iteration);
    // The same under both rules: the download rule adds nothing here.
    CHECK(contract_findings(s, k_both).size() == 1);
}

TEST_CASE("contract: an upload whose host array nothing touches after its submission relies on nothing") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t staging = b.host("staging"), other = b.host("other");
    const uint32_t dst = b.buffer("dst");
    const uint32_t go = b.semaphore("go");
    b.step(host_fill(staging))
        .submit(q, {wait(go, 1), upload(staging, dst)})
        .step(host_fill(other))  // another host array: no collision
        .step(host_signal(go, 1))
        .step(host_wait_queue(q))
        .step(host_fill(staging));  // after the upload completed
    CHECK(contract_findings(b.done(), k_both).empty());
}

TEST_CASE("contract: a race the scenario has anyway is the analysis's, not a contract finding") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t staging = b.host("staging");
    b.on(q, upload(staging, b.buffer("dst"))).step(host_fill(staging)).step(host_wait_all());
    CHECK(contract_findings(b.done(), k_both).empty());
}

TEST_CASE("contract: a host step that reads or writes a download's host array before it runs relies on the download "
          "writing late") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t out = b.host("out");
    const uint32_t src = b.buffer("src");
    const uint32_t go = b.semaphore("go");
    b.submit(q, {wait(go, 1), download(src, out, 512)})
        .step(check(out, 256, 512))
        .step(host_signal(go, 1))
        .step(host_wait_queue(q))
        .step(check(out));
    const Scenario s = b.done();
    CHECK(contract_findings(s, 0).empty());
    CHECK(contract_findings(s, k_upload_reads_until_complete).empty());
    const auto found = contract_findings(s, k_download_writes_until_complete);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "steps[0].commands[1] (download on queue main) relies on the download writing out[256..511] "
                              "when it executes; this runtime may write it at any moment from its submission until it "
                              "completes, and steps[1] (check on the host) reads it in that window");
    CHECK(found[0].steps == std::vector<size_t>{0, 1});
    CHECK(found[0].offset == 256);
    CHECK(found[0].count == 256);
    CHECK(found[0].hazard == Hazard::read_after_write);
    CHECK(contract_findings(s, k_both).size() == 1);
}

TEST_CASE("contract: an upload reading a host array that a download on another queue fills first") {
    // The copy queue waits for the download: under the format the upload reads the downloaded data; a runtime that
    // reads at submission may read it before the download wrote it. A download that writes early still completes
    // before the upload starts.
    Builder b;
    const uint32_t main = b.queue("main"), copy_q = b.queue("copy");
    const uint32_t data = b.host("data");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    const uint32_t done = b.semaphore("done");
    b.submit(main, {delay(100), download(x, data), signal(done, 1)})
        .submit(copy_q, {wait(done, 1), upload(data, y), signal(done, 2)})
        .step(host_wait_value(done, 2))
        .step(check(data));
    const Scenario s = b.done();
    const auto uploads = contract_findings(s, k_upload_reads_until_complete);
    CHECK(pairs(s, uploads) == std::vector<std::string>{"steps[1].commands[1] / 0"});
    CHECK(contract_findings(s, k_download_writes_until_complete).empty());
    CHECK(pairs(s, contract_findings(s, k_both)) == std::vector<std::string>{"steps[1].commands[1] / 0"});
}

TEST_CASE("contract: a download that waits for an upload gated on the host relies on writing late, the upload on "
          "nothing") {
    // Under the download rule the download may write while the upload, not yet run, has still to read; under the
    // upload rule the upload reads early, which its own completion, and so the download, still follows.
    Builder b;
    const uint32_t a = b.queue("a"), d = b.queue("d");
    const uint32_t h = b.host("h");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    const uint32_t go = b.semaphore("go"), up = b.semaphore("up");
    b.submit(a, {wait(go, 1), upload(h, x), signal(up, 1)})
        .submit(d, {wait(up, 1), download(y, h)})
        .step(host_signal(go, 1))
        .step(host_wait_all());
    const Scenario s = b.done();
    CHECK(contract_findings(s, k_upload_reads_until_complete).empty());
    const auto found = contract_findings(s, k_download_writes_until_complete);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "steps[1].commands[1] (download on queue d) relies on the download writing h[0..1023] when it "
                              "executes; this runtime may write it at any moment from its submission until it completes, "
                              "and steps[0].commands[1] (upload on queue a) reads it in that window");
    CHECK(found[0].steps == std::vector<size_t>{1, 0});
    CHECK(found[0].hazard == Hazard::write_after_read);
    CHECK(pairs(s, contract_findings(s, k_both)) == std::vector<std::string>{"steps[1].commands[1] / 0"});
}

TEST_CASE("contract: more uploads of one host array than one rewrite holds are all checked") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t staging = b.host("staging");
    const uint32_t dst = b.buffer("dst");
    const uint32_t go = b.semaphore("go");
    constexpr uint64_t k_uploads = 70;
    for (uint64_t i = 1; i <= k_uploads; ++i)
        b.submit(q, {wait(go, i), upload(staging, dst)}).step(host_fill(staging)).step(host_signal(go, i));
    b.step(host_wait_all());
    const Scenario s = b.done();
    const auto found = contract_findings(s, k_upload_reads_until_complete);
    REQUIRE(found.size() == k_uploads);
    for (size_t i = 0; i < found.size(); ++i) CHECK(found[i].steps == std::vector<size_t>{3 * i, 3 * i + 1});
}

TEST_CASE("contract: the shipped seeds and patterns under both weaker rules, as worked out by hand") {
    // LuisaCompute's round trips upload a host array, download into it and upload it again in one queue's order:
    // the re-upload reads it at submission under the upload rule (the staging-at-submit bug), and the download may
    // overwrite it before the first upload has read it under the download rule. Every other shipped scenario orders
    // its host steps after the transfers complete (host_wait for the queue, or a semaphore the queue signals after
    // them) and fills a host array only before the upload is submitted.
    const std::map<std::string, std::vector<std::string>> by_hand = {
        {"luisa-host-roundtrip-in-one-list", {"steps[4].commands[2] / 4", "steps[4].commands[3] / 4"}},
        {"luisa-host-roundtrip-split", {"steps[5] / 4", "steps[6].commands[0] / 5"}},
        {"luisa-host-roundtrip-two-queues", {"steps[4].commands[3] / 4", "steps[5].commands[1] / 4"}},
    };
    const std::map<std::string, std::vector<std::string>> uploads_only = {
        {"luisa-host-roundtrip-in-one-list", {"steps[4].commands[3] / 4"}},
        {"luisa-host-roundtrip-split", {"steps[6].commands[0] / 5"}},
        {"luisa-host-roundtrip-two-queues", {"steps[5].commands[1] / 4"}},
    };
    const fs::path root = fs::path(SYNCSTRESS_SOURCE_DIR) / "scenarios";
    auto files = find_scenario_files({(root / "seeds").string(), (root / "patterns").string()});
    REQUIRE(files.ok());
    CHECK(files.value().size() >= 18);
    size_t luisa = 0;
    for (const std::string& file : files.value()) {
        CAPTURE(file);
        LoadResult r = load_scenario_file(file);
        syncstress::model::check_expectations(r);
        REQUIRE(r.scenario);
        const Scenario& s = *r.scenario;
        luisa += s.name.rfind("luisa-", 0) == 0;
        const auto expected = by_hand.count(s.name) ? by_hand.at(s.name) : std::vector<std::string>{};
        CHECK(pairs(s, contract_findings(s, k_both)) == expected);
        const auto expected_uploads = uploads_only.count(s.name) ? uploads_only.at(s.name) : std::vector<std::string>{};
        CHECK(pairs(s, contract_findings(s, k_upload_reads_until_complete)) == expected_uploads);
    }
    CHECK(luisa == 4);
}
