#include "core/sync/backend.h"

#include <variant>

namespace syncstress::sync {

namespace {

const char* field_name(BatchValue::Field f) {
    switch (f) {
    case BatchValue::Field::wait: return "wait";
    case BatchValue::Field::signal: return "signal";
    case BatchValue::Field::fill: return "fill value";
    case BatchValue::Field::p0: return "dispatch p0";
    case BatchValue::Field::p1: return "dispatch p1";
    }
    return "value";
}

bool has_field(const Batch& batch, const BatchValue& v) {
    switch (v.field) {
    case BatchValue::Field::wait: return v.item < batch.waits.size();
    case BatchValue::Field::signal: return v.item < batch.signals.size();
    case BatchValue::Field::fill: return v.item < batch.commands.size() && std::holds_alternative<FillCmd>(batch.commands[v.item]);
    case BatchValue::Field::p0:
    case BatchValue::Field::p1: return v.item < batch.commands.size() && std::holds_alternative<DispatchCmd>(batch.commands[v.item]);
    }
    return false;
}

// Backend::prepare's default: the batches kept, the values set, submit() called.
class KeptSubmission final : public PreparedSubmission {
public:
    KeptSubmission(Backend& backend, QueueId queue, std::vector<Batch> batches, const SubmitFlags& flags, std::vector<BatchValue> values)
        : backend_(backend), queue_(queue), batches_(std::move(batches)), flags_(flags), values_(std::move(values)) {}

    Status submit(std::span<const uint64_t> values) override {
        if (values.size() != values_.size())
            return make_error("prepared submission: " + std::to_string(values.size()) + " values given for " +
                                  std::to_string(values_.size()),
                              ErrorKind::internal);
        for (size_t i = 0; i < values.size(); ++i) set_value(batches_, values_[i], values[i]);
        return backend_.submit(queue_, batches_, flags_);
    }

private:
    Backend& backend_;
    QueueId queue_;
    std::vector<Batch> batches_;
    SubmitFlags flags_;
    std::vector<BatchValue> values_;
};

}  // namespace

std::string check_values(std::span<const Batch> batches, std::span<const BatchValue> values) {
    for (size_t i = 0; i < values.size(); ++i) {
        const BatchValue& v = values[i];
        if (v.batch < batches.size() && has_field(batches[v.batch], v)) continue;
        return "prepared value " + std::to_string(i) + ": batch " + std::to_string(v.batch) + " has no " + field_name(v.field) + " at " +
               std::to_string(v.item);
    }
    return {};
}

void set_value(std::span<Batch> batches, const BatchValue& where, uint64_t value) {
    Batch& b = batches[where.batch];
    switch (where.field) {
    case BatchValue::Field::wait: b.waits[where.item].value = value; return;
    case BatchValue::Field::signal: b.signals[where.item].value = value; return;
    case BatchValue::Field::fill: std::get<FillCmd>(b.commands[where.item]).value = static_cast<uint32_t>(value); return;
    case BatchValue::Field::p0: std::get<DispatchCmd>(b.commands[where.item]).p0 = static_cast<uint32_t>(value); return;
    case BatchValue::Field::p1: std::get<DispatchCmd>(b.commands[where.item]).p1 = static_cast<uint32_t>(value); return;
    }
}

Result<std::unique_ptr<PreparedSubmission>> Backend::prepare(QueueId queue, std::vector<Batch> batches, const SubmitFlags& flags,
                                                             std::vector<BatchValue> values) {
    if (auto wrong = check_values(batches, values); !wrong.empty()) return make_error(std::move(wrong), ErrorKind::internal);
    return std::unique_ptr<PreparedSubmission>(
        std::make_unique<KeptSubmission>(*this, queue, std::move(batches), flags, std::move(values)));
}

}  // namespace syncstress::sync

namespace syncstress::sync {

// Called only where BackendInfo::native says the backend has them (sync::Device checks): reaching one is a bug of
// the backend's info.
Result<bool> Backend::read(QueueId, const DownloadCmd&, std::chrono::nanoseconds) {
    return make_error(info().name + " has no read path of its own", ErrorKind::internal);
}
Result<bool> Backend::write(QueueId, const UploadCmd&, std::chrono::nanoseconds) {
    return make_error(info().name + " has no write path of its own", ErrorKind::internal);
}
Status Backend::sync(QueueId, QueueId) { return make_error(info().name + " has no cross-queue sync of its own", ErrorKind::internal); }

}  // namespace syncstress::sync
