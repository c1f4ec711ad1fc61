#!/usr/bin/env python3
"""The include graph of the sources, and the rules it must keep (../shared/DESIGN.md §2).

A module is a header with its .cpp (power.h + power.cpp). The check fails on:
  - a layer including one above it: core <- office <- catalog <- ui <- app;
  - a cycle between modules (power.cpp includes psu.h while psu.cpp includes power.h);
  - a cycle between folders of one library (analysis/power includes analysis/fabric and back);
  - an include that names no file of the tree (a stale path after a move).
usage: include_graph.py [--dot FILE] [SOURCE_ROOT]     exit 0 clean, 1 with the faults listed
--dot writes the folder graph for Graphviz (`dot -Tsvg`)."""
import os, re, sys
from collections import defaultdict

LAYERS = ["core", "office", "catalog", "ui", "app"]  # each may include only those before it
ROOTS = {"core": "core", "office": "office", "catalog": "catalog", "ui": "ui",
         "app/cli": "app", "app/gui": "app", "tests": "tests"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def sources(top):
    for root in ROOTS:
        for d, _, names in os.walk(os.path.join(top, root)):
            for n in names:
                if n.endswith((".h", ".cpp")):
                    yield os.path.relpath(os.path.join(d, n), top)


def layer(path):
    for root, lay in ROOTS.items():
        if path.startswith(root + "/"):
            return root, lay
    return None, None


def main(argv):
    dot = None
    if "--dot" in argv:
        i = argv.index("--dot"); dot = argv[i + 1]; del argv[i:i + 2]
    top = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    top = os.path.abspath(top)
    files = set(sources(top))
    faults = []
    module_edges = defaultdict(set)
    folder_edges = defaultdict(set)
    for f in sorted(files):
        root, lay = layer(f)
        text = open(os.path.join(top, f), encoding="utf-8").read()
        for name in INCLUDE.findall(text):
            here = os.path.normpath(os.path.join(os.path.dirname(f), name))
            cands = [here] + [os.path.normpath(os.path.join(r, name)) for r in ROOTS]
            target = next((c for c in cands if c in files), None)
            if target is None:
                if not name.startswith(("moc_", "ui_")) and not name.endswith(".moc"):
                    faults.append(f"{f}: includes \"{name}\", which is no file of the tree")
                continue
            troot, tlay = layer(target)
            if lay in LAYERS and tlay in LAYERS and LAYERS.index(tlay) > LAYERS.index(lay):
                faults.append(f"{f}: includes {target}, a layer above ({tlay} over {lay})")
            if lay == "tests" or troot != root:
                continue
            a, b = os.path.splitext(f)[0], os.path.splitext(target)[0]
            if a != b:
                module_edges[a].add(b)
            fa, fb = os.path.dirname(f), os.path.dirname(target)
            if fa != fb:
                folder_edges[fa].add(fb)
    for kind, edges in (("module", module_edges), ("folder", folder_edges)):
        for cycle in cycles(edges):
            faults.append(f"{kind} cycle: " + " -> ".join(cycle + [cycle[0]]))
    if dot:
        with open(dot, "w", encoding="utf-8") as out:
            out.write("digraph includes {\n  rankdir=BT;\n")
            for a in sorted(folder_edges):
                for b in sorted(folder_edges[a]):
                    out.write(f'  "{a}" -> "{b}";\n')
            out.write("}\n")
    for fault in faults:
        print(fault)
    print(f"{len(files)} files, {sum(map(len, module_edges.values()))} module and "
          f"{sum(map(len, folder_edges.values()))} folder edges, {len(faults)} faults")
    return 1 if faults else 0


def cycles(edges):
    """Strongly connected components of more than one node (Tarjan), each as one cycle path."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]
    nodes = set(edges) | {b for bs in edges.values() for b in bs}

    def visit(v):
        index[v] = low[v] = n[0]; n[0] += 1; stack.append(v); on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))
    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


if __name__ == "__main__":
    sys.exit(main(sys.argv))
