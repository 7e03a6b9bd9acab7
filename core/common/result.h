// Errors are values: every fallible call below tool/main returns a Result or a Status.
#pragma once

#include "core/common/enum_names.h"

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace syncstress {

// What kind of failure an Error is: set where the error is made, read where it becomes an exit code
// (core/report/exit_codes.h) or a result's "error" in the report. Names as in the report's JSON.
//   bad_input            a scenario, an option, a label or a report file is wrong (the message says where): exit 2
//   io                   a file or folder named cannot be opened, read, written or created: exit 2
//   backend_unavailable  a backend is unknown, unavailable, or could not be created: exit 3
//   backend_failed       a call into a created backend failed (the message names the call and the op): exit 3
//   device_lost          the device is gone (VK_ERROR_DEVICE_LOST, a sticky CUDA error, SS_DEVICE_LOST): exit 3
//   internal             syncstress itself failed (a worker of -j that could not start, crashed or wrote no report):
//                        exit 1
#define SYNCSTRESS_ERROR_KINDS(X) X(bad_input) X(io) X(backend_unavailable) X(backend_failed) X(device_lost) X(internal)
enum class ErrorKind : uint8_t { SYNCSTRESS_ERROR_KINDS(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_error_kinds[] = {SYNCSTRESS_ERROR_KINDS(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(ErrorKind) { return k_error_kinds; }
constexpr const char* to_string(ErrorKind k) { return k_error_kinds[static_cast<size_t>(k)]; }
// A failure of the backend, whatever it was (the kinds with exit 3).
constexpr bool is_backend_kind(ErrorKind k) {
    return k == ErrorKind::backend_unavailable || k == ErrorKind::backend_failed || k == ErrorKind::device_lost;
}

struct Error {
    std::string message;  // what failed and where: the call, the op, the backend, or file + JSON path
    ErrorKind kind = ErrorKind::internal;
};

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : state_(std::move(value)) {}
    Result(Error error) : state_(std::move(error)) {}

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() & { return std::get<0>(state_); }
    const T& value() const& { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(state_); }

private:
    std::variant<T, Error> state_;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : error_(std::move(error)), ok_(false) {}

    bool ok() const { return ok_; }
    explicit operator bool() const { return ok_; }
    const Error& error() const { return error_; }

private:
    Error error_;
    bool ok_ = true;
};

using Status = Result<void>;

// Every error says its kind where it is made: the exit code and the report's "error" come from it, never from the
// message's words.
inline Error make_error(std::string message, ErrorKind kind) { return Error{std::move(message), kind}; }

// `error` with what the caller knows around its message ("submit to queue 2: " + message); the kind stays.
inline Error in_context(Error error, const std::string& before, const std::string& after = {}) {
    error.message = before + error.message + after;
    return error;
}

}  // namespace syncstress

// Propagates a failed Status/Result out of the current function.
#define SYNCSTRESS_TRY(expr)                                                                                                               \
    do {                                                                                                                                   \
        auto syncstress_try_result_ = (expr);                                                                                              \
        if (!syncstress_try_result_.ok()) return syncstress_try_result_.error();                                                           \
    } while (0)
