#pragma once

#include "analysis/fabric/fabric_report.h"
#include "model/catalog_view.h"
#include "model/design.h"
#include "model/quote_settings.h"

#include <string>

namespace cd::report {

// Links listed in the PDF's cabling plan; a note names how many more the CSV holds.
inline constexpr int kMaxCablingRows = 2000;

struct HandoffInput
{
    const core::Design& design;
    const core::CatalogView& catalog;
    const core::FabricReport& fabric; // the design's fabric as built (analyzeFabric)
    core::QuoteSettings branding;     // reseller (name, address, logo path) and customer
    std::string date;                 // ISO date on the cover and in the footer
    int maxCablingRows = kMaxCablingRows;
};

// The hand-off document for the people who install and run the cluster (issue 22, item 5), an
// A4 PDF: a cover with the reseller and the customer and the fabric's key counts; each
// network's tiers, switches, links and oversubscription; the cables and transceivers by part
// and length; the NCCL environment the compute fabric implies with the reason for each
// variable; and the cabling plan, both ends of each link by device, rack, U and port (the
// first maxCablingRows links; the CSV of File > Export Hand-off holds them all). Product
// names and vendor part numbers only. QtGui only: needs a QGuiApplication. Throws
// core::SaveError.
void writeHandoffPdf(const HandoffInput& in, const std::string& path);

} // namespace cd::report
