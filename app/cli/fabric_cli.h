#pragma once

// Option parsing shared by `fabric --nodes …` and `fabric DESIGN …`.
#include "analysis/fabric/fat_tree.h"
#include "analysis/issues/issue.h"
#include "cli_args.h"

#include <ostream>
#include <string>

namespace cd::cli {

core::Oversubscription oversubscriptionOption(const CliArgs& a);
std::string toStringUpper(core::Severity s);

int fabricDesignCommand(const CliArgs& a, std::ostream& out, std::ostream& err);

} // namespace cd::cli
