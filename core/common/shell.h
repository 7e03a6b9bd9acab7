// Quoting for command lines that users paste back into a shell (repro lines) and that start child processes.
// POSIX: for sh/bash. Windows: for cmd.exe, and the way CreateProcess and the C runtime split a command line
// back into argv (CommandLineToArgvW's rules); PowerShell runs such a line as `cmd /c "LINE"`.
#pragma once

#include "core/platform/os.h"

#include <string>
#include <utility>
#include <vector>

namespace syncstress {

inline std::string posix_quote(const std::string& s) {
    if (!s.empty() && s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:+=@%") == std::string::npos)
        return s;
    std::string out = "'";
    for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// Backslashes are literal except before a quote, where 2n (+1) of them stand for n (and a literal quote).
inline std::string windows_quote(const std::string& s) {
    if (!s.empty() && s.find_first_of(" \t\n\v\"&|<>^()%!,;=") == std::string::npos) return s;
    std::string out = "\"";
    size_t backslashes = 0;
    for (char c : s) {
        if (c == '\\') {
            ++backslashes;
            continue;
        }
        out.append(c == '"' ? 2 * backslashes + 1 : backslashes, '\\');
        backslashes = 0;
        out += c;
    }
    out.append(2 * backslashes, '\\');
    return out + "\"";
}

inline std::string shell_quote(const std::string& s) {
    if constexpr (platform::k_windows)
        return windows_quote(s);
    else
        return posix_quote(s);
}

inline std::string shell_join(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + shell_quote(w);
    return out;
}

// Variables set for one command, in the shell's syntax: "A=1 B=2 " (sh) or "set \"A=1\" && set \"B=2\" && " (cmd.exe).
inline std::string shell_env_prefix(const std::vector<std::pair<std::string, std::string>>& variables) {
    std::string out;
    for (const auto& [name, value] : variables) {
        if constexpr (platform::k_windows)
            out += "set \"" + name + "=" + value + "\" && ";
        else
            out += name + "=" + posix_quote(value) + " ";
    }
    return out;
}

}  // namespace syncstress
