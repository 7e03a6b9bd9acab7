#include "core/common/call_site.h"

namespace syncstress {

std::string call_site_text(const CallSite& site) {
    std::string text = site.call;
    if (site.index) text += " #" + std::to_string(*site.index);
    if (!site.thread.empty()) text += " on thread " + site.thread;
    if (!site.file.empty() || site.line) text += " at " + (site.file.empty() ? "line " : site.file + (site.line ? ":" : ""));
    if (site.line) text += std::to_string(*site.line);
    return text;
}

}  // namespace syncstress
