#include "fabric_generator_steps.h"

#include <algorithm>

// Which row of the hall each generated switch belongs in. A switch sits beside the nodes
// below it, as NVIDIA's SuperPOD reference architectures place them (S04): the leaves of a
// scalable unit with that unit, a pod's spines with the pod, and the spines of a two-tier tree
// or the cores of a larger one in the middle of the hall. Putting every switch in one row behind
// the hall made a 2,048-node hall's runs 142 m long, beyond the 100 m its optics reach. Four
// tiers: a superpod's cores with the superpod, the super-cores in the middle of the hall.
namespace cd::core::detail {

namespace {

// The row of the middle node of nodes [first, last): nodes are in floor order.
int middleRow(const Generation& gen, std::int64_t first, std::int64_t last)
{
    const std::int64_t count = std::int64_t(gen.nodeList.size());
    last = std::min(last, count);
    first = std::min(first, last - 1);
    const std::int64_t middle = std::max<std::int64_t>(0, (first + last - 1) / 2);
    return gen.floor.end(*gen.nodeList[std::size_t(middle)]).row;
}

// Node ranges the switches of each layer serve, in the order switchNames gives them.
void leafHomes(const Generation& gen, const FatTree& t, std::vector<int>& rows)
{
    const int rails = gen.in.rails;
    if (t.tiers == 1) {
        // One switch, or an access layer filled in turn: switch l takes node ports
        // [l x radix, (l + 1) x radix).
        const std::int64_t radix = std::max(1, gen.in.radix);
        for (int l = 0; l < t.leaves; ++l)
            rows.push_back(
                middleRow(gen, l * radix / rails, ((l + 1) * radix + rails - 1) / rails));
        return;
    }
    for (int s = 0; s < t.units; ++s) {
        const int row =
            middleRow(gen, std::int64_t(s) * t.nodesPerUnit, std::int64_t(s + 1) * t.nodesPerUnit);
        rows.insert(rows.end(), std::size_t(rails), row);
    }
}

} // namespace

std::vector<int> switchHomeRows(const Generation& gen)
{
    const FatTree& t = gen.g.tree;
    std::vector<int> rows;
    rows.reserve(std::size_t(t.switches()));
    leafHomes(gen, t, rows);
    const std::int64_t all = std::int64_t(gen.nodeList.size());
    const int hallMiddle = middleRow(gen, 0, all);
    // Switches of group k of `size` nodes, `perGroup` to a group, beside the group.
    const auto grouped = [&](int count, int perGroup, std::int64_t size) {
        for (int s = 0; s < count; ++s) {
            const std::int64_t k = s / std::max(1, perGroup);
            rows.push_back(middleRow(gen, k * size, (k + 1) * size));
        }
    };
    const std::int64_t nodesPerPod =
        std::int64_t(t.nodesPerUnit) * ((gen.in.radix / 2) / std::max(1, gen.in.rails));
    if (t.tiers >= 3)
        grouped(t.spines, spinesPerPod(t), nodesPerPod);
    else
        rows.insert(rows.end(), std::size_t(t.spines), hallMiddle);
    if (t.tiers == 4)
        grouped(t.cores, t.coresPerSuperpod(), nodesPerPod * t.podsPerSuperpod);
    else
        rows.insert(rows.end(), std::size_t(t.cores), hallMiddle);
    rows.insert(rows.end(), std::size_t(t.superCores), hallMiddle);
    return rows;
}

} // namespace cd::core::detail
