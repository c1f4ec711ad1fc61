#pragma once

// Why libxlsxwriter refused to write a quote, in the user's language: the library's own texts
// (lxw_strerror) are English only.
#include <string>

namespace cd::office {

// The reason for libxlsxwriter's error code `error` (an lxw_error), translated; an unknown code
// gives the library's English text after a translated lead-in.
std::string xlsxErrorReason(int error);

// "cannot save PATH: REASON", as every other writer says it (core::SaveError's wording).
std::string xlsxSaveMessage(const std::string& path, int error);

} // namespace cd::office
