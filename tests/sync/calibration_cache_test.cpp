// The calibration cache (core/sync/calibration_cache.h): figures kept per device in the user's cache folder, found
// through the environment as the tool finds it (XDG_CACHE_HOME; LOCALAPPDATA on Windows), trusted only for the same
// device, driver and build, and left alone without use_cache (--no-cache).
#include "core/platform/cache_folder.h"
#include "core/sync/calibration_cache.h"
#include "tests/support/os.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using namespace syncstress;
namespace fs = std::filesystem;

namespace {

// A fresh cache folder for one test case, named to the tool through the environment.
struct TempCache {
    fs::path root;
    explicit TempCache(const std::string& name) {
        root = fs::temp_directory_path() / ("syncstress-cache-test-" + name + "-" + std::to_string(test::current_pid()));
        fs::remove_all(root);
        fs::create_directories(root);
        test::set_environment("XDG_CACHE_HOME", root.string().c_str());
        test::set_environment("LOCALAPPDATA", root.string().c_str());
    }
    ~TempCache() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
    fs::path folder() const { return root / "syncstress"; }
};

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

bool mentions(const std::vector<std::string>& notes, const std::string& words) {
    for (const auto& n : notes)
        if (n.find(words) != std::string::npos) return true;
    return false;
}

const sync::CalibrationKey k_key{"test-delay", "00112233445566778899aabbccddeeff", "Driver 1.2.3"};

}  // namespace

TEST_CASE("the cache folder is the environment's: XDG_CACHE_HOME (LOCALAPPDATA on Windows)") {
    TempCache cache("folder");
    CHECK(platform::user_cache_folder() == cache.root);
    CHECK(sync::calibration_folder() == cache.folder());
}

TEST_CASE("a figure stored is loaded back, the others kept beside it") {
    TempCache cache("round-trip");
    std::vector<std::string> notes;
    CHECK_FALSE(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes));
    sync::store_calibration(cache.folder(), k_key, "iterations per us", 123.456, notes);
    sync::store_calibration(cache.folder(), k_key, "round trip device", 250, notes);
    sync::store_calibration(cache.folder(), k_key, "iterations per us", 130.5, notes);  // replaced, not added
    CHECK(notes.empty());
    CHECK(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes) == 130.5);
    CHECK(sync::load_calibration(cache.folder(), k_key, "round trip device", notes) == 250);
    CHECK_FALSE(sync::load_calibration(cache.folder(), k_key, "hand-off cuda to device", notes));
    CHECK(notes.empty());
    const std::string text = read(sync::calibration_file(cache.folder(), k_key));
    CHECK(text.find("device " + k_key.device) != std::string::npos);
    CHECK(text.find("driver Driver 1.2.3") != std::string::npos);
    CHECK(text.find("tool " + sync::calibration_tool_version()) != std::string::npos);
    CHECK(text.find("iterations per us") == text.rfind("iterations per us"));
}

TEST_CASE("a corrupt cache file is ignored with a note, and replaced by the next store") {
    TempCache cache("corrupt");
    const fs::path file = sync::calibration_file(cache.folder(), k_key);
    for (const std::string& text : {std::string("\x01\x02 not a cache"), std::string("syncstress calibration 1\ntool x\n"),
                                    "syncstress calibration 1\ntool " + sync::calibration_tool_version() + "\ndevice " + k_key.device +
                                        "\ndriver " + k_key.driver + "\nnan iterations per us\n",
                                    "syncstress calibration 1\ntool " + sync::calibration_tool_version() + "\ndevice " + k_key.device +
                                        "\ndriver " + k_key.driver + "\n-5 iterations per us\n"}) {
        CAPTURE(text);
        write(file, text);
        std::vector<std::string> notes;
        CHECK_FALSE(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes));
        CHECK(mentions(notes, "is corrupt"));
        CHECK(mentions(notes, file.filename().string()));
    }
    std::vector<std::string> notes;
    sync::store_calibration(cache.folder(), k_key, "iterations per us", 42, notes);
    CHECK(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes) == 42);
    CHECK(notes.empty());
}

TEST_CASE("a cache file of another device, driver or build is not trusted") {
    TempCache cache("mismatch");
    std::vector<std::string> notes;
    sync::store_calibration(cache.folder(), k_key, "iterations per us", 100, notes);
    const fs::path file = sync::calibration_file(cache.folder(), k_key);
    const std::string original = read(file);
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = original;
        text.replace(text.find(from), from.size(), to);
        return text;
    };

    SUBCASE("another device: a file copied under this device's name") {
        write(file, replaced(k_key.device, "ffeeddccbbaa99887766554433221100"));
        CHECK_FALSE(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes));
        CHECK(mentions(notes, "another device"));
    }
    SUBCASE("another driver") {
        auto other = k_key;
        other.driver = "Driver 1.2.4";
        CHECK_FALSE(sync::load_calibration(cache.folder(), other, "iterations per us", notes));
        CHECK(mentions(notes, "another driver"));
    }
    SUBCASE("another build of the tool") {
        write(file, replaced("tool " + sync::calibration_tool_version(), "tool 0.0.1 000000000000"));
        CHECK_FALSE(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes));
        CHECK(mentions(notes, "another build of syncstress"));
    }
    // The next store makes it this device's, driver's and build's again.
    notes.clear();
    sync::store_calibration(cache.folder(), k_key, "iterations per us", 7, notes);
    CHECK(sync::load_calibration(cache.folder(), k_key, "iterations per us", notes) == 7);
}

TEST_CASE("calibrated: measured once, then read from the cache, and without use_cache neither read nor written") {
    TempCache cache("calibrated");
    sync::Calibrations calibrations;  // one run's
    int measured = 0;
    auto measure = [&]() -> Result<double> { return ++measured * 10.0; };

    SUBCASE("the cache's figure instead of a measurement") {
        const sync::CalibrationKey key{"test-read", k_key.device, k_key.driver};
        std::vector<std::string> notes;
        sync::store_calibration(cache.folder(), key, "round trip", 55, notes);
        CHECK(calibrations.get(key, "round trip", true, measure).value() == 55);
        CHECK(measured == 0);
    }
    SUBCASE("measured once and stored") {
        const sync::CalibrationKey key{"test-store", k_key.device, k_key.driver};
        CHECK(calibrations.get(key, "round trip", true, measure).value() == 10);
        CHECK(calibrations.get(key, "round trip", true, measure).value() == 10);  // this run's
        CHECK(measured == 1);
        std::vector<std::string> notes;
        CHECK(sync::load_calibration(cache.folder(), key, "round trip", notes) == 10);
    }
    SUBCASE("--no-cache: measured although the cache has it, and the cache left as it was") {
        const sync::CalibrationKey key{"test-no-cache", k_key.device, k_key.driver};
        std::vector<std::string> notes;
        sync::store_calibration(cache.folder(), key, "round trip", 55, notes);
        const std::string before = read(sync::calibration_file(cache.folder(), key));
        CHECK(calibrations.get(key, "round trip", false, measure).value() == 10);
        CHECK(measured == 1);
        CHECK(read(sync::calibration_file(cache.folder(), key)) == before);
        const sync::CalibrationKey fresh{"test-no-cache-fresh", k_key.device, k_key.driver};
        CHECK(calibrations.get(fresh, "round trip", false, measure).value() == 20);
        CHECK_FALSE(fs::exists(sync::calibration_file(cache.folder(), fresh)));
    }
    SUBCASE("a device without an identity is measured once per run, never stored") {
        const sync::CalibrationKey key{"test-no-device", "", ""};
        CHECK(calibrations.get(key, "round trip", true, measure).value() == 10);
        CHECK(calibrations.get(key, "round trip", true, measure).value() == 10);
        CHECK(measured == 1);
        CHECK(fs::is_empty(cache.root));
    }
    SUBCASE("a corrupt file: measured, noted once, and replaced") {
        const sync::CalibrationKey key{"test-corrupt", k_key.device, k_key.driver};
        write(sync::calibration_file(cache.folder(), key), "garbage\n");
        (void)calibrations.take_notes();
        CHECK(calibrations.get(key, "round trip", true, measure).value() == 10);
        const auto notes = calibrations.take_notes();
        CHECK(mentions(notes, "is corrupt"));
        CHECK(calibrations.take_notes().empty());
        std::vector<std::string> later;
        CHECK(sync::load_calibration(cache.folder(), key, "round trip", later) == 10);
    }
    SUBCASE("a failed measurement is an error, and nothing is stored") {
        const sync::CalibrationKey key{"test-failed", k_key.device, k_key.driver};
        auto fails = []() -> Result<double> { return make_error("the device is lost", ErrorKind::device_lost); };
        auto r = calibrations.get(key, "round trip", true, fails);
        REQUIRE_FALSE(r);
        CHECK(r.error().message == "the device is lost");
        CHECK_FALSE(fs::exists(sync::calibration_file(cache.folder(), key)));
    }
}
