// What the analysis tests ask of an analysis's findings.
#pragma once

#include "core/analysis/analysis.h"

#include <string>
#include <vector>

namespace syncstress::analysis::testing {

// The findings of one kind, in the analysis's order.
inline std::vector<Finding> of_kind(const Analysis& a, FindingKind kind) {
    std::vector<Finding> out;
    for (const Finding& f : a.findings)
        if (f.kind == kind) out.push_back(f);
    return out;
}

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace syncstress::analysis::testing
