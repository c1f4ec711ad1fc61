#!/usr/bin/env python3
"""Issue 22, part 4: a design exported as NetBox CSVs re-imports one-to-one.

Runs `cluster-designer-cli export DESIGN --netbox DIR`, then reads the CSVs with Python's csv
module, the device types with PyYAML and the design with the json module (nothing of the
product's own code) and rebuilds
from the CSVs what NetBox's bulk import would create: the racks of the site, each device in
its rack at its position and face, and each cable between two named interfaces. Each set must
equal the design's, one to one; every cable end must be an interface the export created, every
device's type and role rows that the earlier files define, in the order NetBox imports them.

usage: netbox_roundtrip.py CLI DESIGN WORKDIR
"""
import csv
import json
import os
import subprocess
import sys

import yaml


def rows(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def active_design(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    index = doc.get("active_variant", 0)
    return doc if index == 0 else doc["variants"][index - 1]


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def check_equal(what, got, expected):
    if got != expected:
        missing = sorted(expected - got)[:5]
        extra = sorted(got - expected)[:5]
        fail(f"{what}: {len(got)} from the CSVs, {len(expected)} in the design; "
             f"missing {missing}, unexpected {extra}")
    print(f"ok: {len(got)} {what} one-to-one")


def main():
    cli, design_path, work = sys.argv[1:4]
    out = os.path.join(work, "netbox")
    subprocess.run([cli, "export", design_path, "--netbox", out, "--site", "Test site"],
                   check=True)
    design = active_design(design_path)
    names = {d["id"]: d.get("name") or d["id"] for d in design["devices"]}
    if len(set(names.values())) != len(names):
        fail("the test design must name its devices uniquely")
    rack_names = {r["id"]: r.get("name") or r["id"] for r in design["racks"]}

    sites = rows(out, "01_sites.csv")
    if [s["name"] for s in sites] != ["Test site"]:
        fail(f"sites: {sites}")
    racks = rows(out, "05_racks.csv")
    check_equal("racks", {(r["site"], r["name"]) for r in racks},
                {("Test site", n) for n in rack_names.values()})

    devices = rows(out, "06_devices.csv")
    check_equal("devices", {(d["name"], d["rack"], d["position"], d["face"]) for d in devices},
                {(names[d["id"]], rack_names[d["rack"]], str(d["u"]), d.get("face", "front"))
                 for d in design["devices"]})
    with open(os.path.join(out, "04_device_types.yaml"), encoding="utf-8") as f:
        type_docs = list(yaml.safe_load_all(f))
    for t in type_docs:
        if not {"manufacturer", "model", "slug", "u_height"} <= t.keys():
            fail(f"device type {t}: NetBox needs manufacturer, model, slug and u_height")
    types = {(t["manufacturer"], t["model"]) for t in type_docs}
    roles = {r["name"] for r in rows(out, "03_device_roles.csv")}
    makers = {m["name"] for m in rows(out, "02_manufacturers.csv")}
    for d in devices:
        if (d["manufacturer"], d["device_type"]) not in types or d["role"] not in roles:
            fail(f"device {d['name']}: its type or role is not defined before it")
    if {m for m, _ in types} != makers:
        fail("every device type's manufacturer must be imported first")

    interfaces = {(i["device"], i["name"]) for i in rows(out, "07_interfaces.csv")}
    cables = rows(out, "08_cables.csv")

    def end(c, side):
        return (c[f"side_{side}_device"], c[f"side_{side}_name"])

    for c in cables:
        for side in "ab":
            if c[f"side_{side}_type"] != "dcim.interface" or end(c, side) not in interfaces:
                fail(f"cable {c['label']}: end {end(c, side)} is no exported interface")
    check_equal("cables", {(end(c, "a"), end(c, "b")) for c in cables},
                {((names[l["a"]["device"]], l["a"]["port"]),
                  (names[l["b"]["device"]], l["b"]["port"])) for l in design.get("links", [])})
    # NetBox refuses a second cable on an interface: no end may appear twice.
    ends = [end(c, s) for c in cables for s in "ab"]
    if len(ends) != len(set(ends)):
        fail("an interface carries two cables")
    print("ok: every cable end is an exported interface, used once")


if __name__ == "__main__":
    main()
