// Errors are values: every fallible call below tool/main returns a Result or a Status.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace syncstress {

struct Error {
    std::string message;  // what failed and where: the call, the op, the backend, or file + JSON path
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

inline Error make_error(std::string message) { return Error{std::move(message)}; }

}  // namespace syncstress

// Propagates a failed Status/Result out of the current function.
#define SYNCSTRESS_TRY(expr)                              \
    do {                                                  \
        auto syncstress_try_result_ = (expr);             \
        if (!syncstress_try_result_.ok())                 \
            return syncstress_try_result_.error();        \
    } while (0)
