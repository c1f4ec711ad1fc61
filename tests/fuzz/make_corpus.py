#!/usr/bin/env python3
"""Writes the malformed-input corpus of tests/fuzz/corpus (issue 20).

Deterministic (fixed seed): run it again after a format change and commit what it writes.
Each file is something a careless or hostile user could hand the program; tst_fuzz_corpus
replays every one through cluster-designer-cli and requires exit 0 with finite figures or
exit 1 naming the file, within 2 s and 512 MB.

  design/          *.cluster.json given to `analyze` and `bom` (seeds: bundled examples)
  catalog/         catalog files given to `catalog import`
  pricelist-csv/   price lists given to `bom --price-list`
  pricelist-xlsx/  workbooks given to `bom --price-list` (zip bombs, far cells, bad XML)
  cli/             argument vectors (a JSON array of strings; @EXAMPLES@ and @DATA@ expand)
  netbox/          NetBox device types given to `catalog import-netbox` (seeds: tests/data/netbox)
"""
import copy
import io
import json
import os
import random
import shutil
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(HERE, "corpus")
rng = random.Random(20)

# Values that broke, or could break, a reader: out of every sane range, of the wrong type,
# or not representable. Raw JSON text so that 1e999 and NaN reach the parser as written.
HOSTILE = ["-1", "0", "1000000000", "2147483648", "9223372036854775807", "-9223372036854775809",
           "18446744073709551616", "1e999", "-1e999", "1e-320", "0.5", "NaN", "Infinity", "null",
           "true", '""', '"x"', "[]", "{}", '"' + "A" * 5000 + '"', '"\\u0000"', '"\\ud800"']


def write(kind, name, data):
    folder = os.path.join(OUT, kind)
    os.makedirs(folder, exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(os.path.join(folder, name), mode) as f:
        f.write(data)


def leaf_paths(node, path=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from leaf_paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from leaf_paths(v, path + (i,))
    else:
        yield path


def with_raw(doc, path, raw):
    """The document as text with the value at `path` replaced by the raw JSON `raw`."""
    marker = "@@HOSTILE@@"
    d = copy.deepcopy(doc)
    node = d
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = marker
    return json.dumps(d, indent=1).replace('"' + marker + '"', raw)


def mutate_json(kind, stem, doc, count, ext):
    paths = list(leaf_paths(doc))
    chosen = rng.sample(paths, min(count, len(paths)))
    for n, path in enumerate(chosen):
        raw = HOSTILE[(n * 7 + len(path)) % len(HOSTILE)]
        write(kind, "%s-leaf%02d%s" % (stem, n, ext), with_raw(doc, path, raw))
    text = json.dumps(doc, indent=1)
    for pct in (1, 37, 73, 99):
        write(kind, "%s-cut%02d%s" % (stem, pct, ext), text[: len(text) * pct // 100])


def structural(kind, ext, seed_text):
    b = seed_text.encode()
    write(kind, "empty" + ext, b"")
    write(kind, "spaces" + ext, b"   \n\t ")
    write(kind, "bom-prefixed" + ext, b"\xef\xbb\xbf" + b)
    write(kind, "utf16" + ext, seed_text.encode("utf-16"))
    write(kind, "invalid-utf8" + ext, b.replace(b'"', b'"\xc3\x28', 3))
    write(kind, "nul-bytes" + ext, b[:40] + b"\0" * 64 + b[40:])
    write(kind, "binary" + ext, bytes(rng.randrange(256) for _ in range(4096)))
    write(kind, "top-array" + ext, "[" + seed_text + "]")
    write(kind, "top-number" + ext, "42")
    write(kind, "deep-arrays" + ext, "[" * 100000 + "]" * 100000)
    write(kind, "deep-objects" + ext, '{"a":' * 20000 + "1" + "}" * 20000)
    write(kind, "two-documents" + ext, seed_text + seed_text)
    write(kind, "trailing-comma" + ext, seed_text.rstrip().rstrip("}") + ',}')


def design_corpus():
    seeds = {"rack": "resources/examples/dgx-h100-rack.cluster.json",
             "quote": "tests/data/quote-dgx.cluster.json",
             "variants": "tests/data/golden-variants-v1.cluster.json",
             "mixed": "resources/examples/mixed-dl380a-xe9680.cluster.json",
             "feeds": "resources/examples/dgx-h100-ab-fed.cluster.json",
             "nvl72": "resources/examples/gb300-nvl72-cdu.cluster.json"}
    docs = {}
    for stem, rel in seeds.items():
        with open(os.path.join(ROOT, rel)) as f:
            docs[stem] = json.load(f)
        mutate_json("design", stem, docs[stem], 14, ".cluster.json")
    structural("design", ".cluster.json", json.dumps(docs["rack"]))
    rack = docs["rack"]
    many = copy.deepcopy(rack)  # 3000 devices in one rack: overlaps, not a hang
    many["devices"] = [dict(rack["devices"][0], id="d%d" % i, u=1 + i % 40) for i in range(3000)]
    write("design", "rack-3000-devices.cluster.json", json.dumps(many))
    racks = copy.deepcopy(rack)  # 5000 racks in one row
    racks["racks"] = [dict(rack["racks"][0], id="r%d" % i, position=i) for i in range(5000)]
    write("design", "rack-5000-racks.cluster.json", json.dumps(racks))
    dup = copy.deepcopy(rack)
    dup["devices"][1]["id"] = dup["devices"][0]["id"]
    write("design", "duplicate-device-id.cluster.json", json.dumps(dup))
    loop = copy.deepcopy(docs["variants"])
    loop["active_variant"] = "no-such-variant"
    write("design", "variants-missing-active.cluster.json", json.dumps(loop))
    q = copy.deepcopy(docs["quote"])
    for name, patch in {"discount-200": ("discounts", {"categories": {"server": 200}, "lines": {}}),
                        "rate-zero": ("exchange_rates", {"USD": 0}),
                        "tax-negative": ("tax", {"percent": -19, "label": "VAT"}),
                        "support-years-huge": ("services", {"installation_per_server": 2000,
                                                           "support_years": 2147483647,
                                                           "support_per_server_year": 5000}),
                        "decimals-huge": ("rounding", {"decimals": 400, "mode": "nearest"}),
                        "margin-100-margin": ("margin", {"percent": 100, "mode": "margin"})}.items():
        d = copy.deepcopy(q)
        d["quote"][patch[0]] = patch[1]
        write("design", "quote-%s.cluster.json" % name, json.dumps(d))


def catalog_corpus():
    seed = {
        "sources": {"F1": {"title": "Fuzz seed", "url": "https://example.com", "kind": "test"}},
        "items": [
            {"id": "fuzz-rack", "kind": "rack", "vendor": "Fuzz", "model": "Rack 42U",
             "specs": {"rack_units": {"v": 42, "unit": "U", "src": ["F1"], "conf": "V"}}},
            {"id": "fuzz-server", "kind": "server", "vendor": "Fuzz", "model": "GPU 8U",
             "specs": {"rack_units": {"v": 8, "unit": "U", "src": ["F1"], "conf": "V"},
                       "max_power_w": {"v": 10200, "unit": "W", "src": ["F1"], "conf": "V"},
                       "weight_kg": {"v": 130, "unit": "kg", "src": ["F1"], "conf": "V"}},
             "gpu": {"default": "h100-sxm", "options": ["h100-sxm"], "counts": [8],
                     "src": ["F1"], "conf": "V"},
             "ports": [{"name": "ib", "count": 8, "speed_gbps": 400, "connector": "OSFP",
                        "role": "compute", "src": ["F1"], "conf": "V"}],
             "price": {"v": 250000, "currency": "USD", "src": ["F1"], "date": "2026-01-01",
                       "kind": "estimate"}}]}
    mutate_json("catalog", "catalog", seed, 30, ".json")
    structural("catalog", ".json", json.dumps(seed))
    ports = copy.deepcopy(seed)
    ports["items"][1]["ports"] = [dict(seed["items"][1]["ports"][0], name="p%d" % i)
                                  for i in range(4000)]
    write("catalog", "catalog-4000-port-groups.json", json.dumps(ports))


def csv_corpus():
    head = "part_number,price,currency,cost\n"
    good = "nvidia-dgx-h100,180000,USD,150000\ngeneric-42u,1500,EUR,\n"
    cases = {
        "nan-price": head + "nvidia-dgx-h100,NaN,USD,\n",
        "inf-price": head + "nvidia-dgx-h100,inf,USD,\n",
        "neg-price": head + "nvidia-dgx-h100,-5,USD,\n",
        "huge-price": head + "nvidia-dgx-h100,1e400,USD,\n",
        "price-1e10": head + "nvidia-dgx-h100,10000000000,USD,\n",
        "nan-cost": head + "nvidia-dgx-h100,10,USD,nan\n",
        "hex-price": head + "nvidia-dgx-h100,0x10,USD,\n",
        "comma-decimal": head + "nvidia-dgx-h100,\"180000,50\",USD,\n",
        "thousands": head + "nvidia-dgx-h100,\"180,000\",USD,\n",
        "currency-symbol": head + "nvidia-dgx-h100,$180000,USD,\n",
        "empty-price": head + "nvidia-dgx-h100,,USD,\n",
        "no-header": good,
        "header-only": head,
        "missing-price-column": "part_number,currency\nnvidia-dgx-h100,USD\n",
        "extra-columns": head.rstrip() + ",x,y,z\n" + "nvidia-dgx-h100,1,USD,,a,b,c\n",
        "short-row": head + "nvidia-dgx-h100\n",
        "unclosed-quote": head + "\"nvidia-dgx-h100,1,USD,\n" + good,
        "quote-in-field": head + "nv\"idia,1,USD,\n",
        "crlf": (head + good).replace("\n", "\r\n"),
        "cr-only": (head + good).replace("\n", "\r"),
        "semicolons": (head + good).replace(",", ";"),
        "tabs": (head + good).replace(",", "\t"),
        "bom": "\ufeff" + head + good,
        "duplicate-part": head + good + "nvidia-dgx-h100,1,USD,\n",
        "long-line": head + "x" * 100000 + ",1,USD,\n",
        "many-columns": ",".join("c%d" % i for i in range(20000)) + "\n",
        "many-rows": head + "".join("part-%d,%d,USD,\n" % (i, i) for i in range(20000)),
        "currency-bad": head + "nvidia-dgx-h100,1,US Dollars,\n",
        "currency-empty": head + "nvidia-dgx-h100,1,,\n",
        "empty": "",
        "nul": head + "nvidia-dgx-h100,1\0,USD,\n",
        "spaces": head + " nvidia-dgx-h100 , 180000 , USD , \n",
        "negative-zero": head + "nvidia-dgx-h100,-0,USD,\n",
        "exponent": head + "nvidia-dgx-h100,1.8e5,USD,\n",
        "subnormal": head + "nvidia-dgx-h100,1e-320,USD,\n",
    }
    for name, text in cases.items():
        write("pricelist-csv", name + ".csv", text.encode("utf-8", "surrogatepass"))
    write("pricelist-csv", "latin1.csv", (head + "caf\xe9,1,EUR,\n").encode("latin-1"))
    write("pricelist-csv", "binary.csv", bytes(rng.randrange(256) for _ in range(2048)))


CONTENT_TYPES = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats'
                 '.org/package/2006/content-types"><Default Extension="xml" ContentType="application/'
                 'xml"/></Types>')


def sheet(rows_xml):
    return ('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats'
            '.org/spreadsheetml/2006/main"><sheetData>' + rows_xml + '</sheetData></worksheet>')


def shared(strings):
    items = "".join("<si><t>%s</t></si>" % s for s in strings)
    return ('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/'
            'spreadsheetml/2006/main">' + items + '</sst>')


def cell(ref, value, shared_index=False):
    if shared_index:
        return '<c r="%s" t="s"><v>%s</v></c>' % (ref, value)
    return '<c r="%s" t="inlineStr"><is><t>%s</t></is></c>' % (ref, value) \
        if not str(value).lstrip("-").replace(".", "").isdigit() else \
        '<c r="%s"><v>%s</v></c>' % (ref, value)


def row(n, cells):
    return '<row r="%d">%s</row>' % (n, "".join(cells))


GOOD_ROWS = (row(1, [cell("A1", 0, True), cell("B1", 1, True), cell("C1", 2, True)]) +
             row(2, [cell("A2", 3, True), cell("B2", 180000), cell("C2", 4, True)]))
GOOD_SHARED = ["part_number", "price", "currency", "nvidia-dgx-h100", "USD"]


def workbook(members, compression=zipfile.ZIP_DEFLATED):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression) as z:
        for name, data in members.items():
            # A fixed time stamp, so that running the script again writes the same bytes.
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            z.writestr(info, data, compress_type=compression)
    return buf.getvalue()


def xlsx_corpus():
    base = {"[Content_Types].xml": CONTENT_TYPES, "xl/sharedStrings.xml": shared(GOOD_SHARED),
            "xl/worksheets/sheet1.xml": sheet(GOOD_ROWS)}
    cases = {"seed": base}

    def variant(name, **changes):
        m = dict(base)
        for k, v in changes.items():
            key = {"ws": "xl/worksheets/sheet1.xml", "ss": "xl/sharedStrings.xml"}[k]
            if v is None:
                m.pop(key)
            else:
                m[key] = v
        cases[name] = m

    variant("no-sheet", ws=None)
    variant("no-shared-strings", ss=None)
    variant("shared-index-huge", ws=sheet(row(1, [cell("A1", 4294967296, True)])))
    variant("shared-index-negative", ws=sheet(row(1, [cell("A1", -1, True)])))
    variant("column-beyond-xfd", ws=sheet(row(1, [cell("ZZZZZZZZZZZZZZ1", 1)])))
    variant("row-beyond-int", ws=sheet(row(1, [cell("A99999999999999999999", 1)])))
    variant("ref-no-digits", ws=sheet(row(1, [cell("AB", 1)])))
    variant("ref-empty", ws=sheet(row(1, [cell("", 1)])))
    variant("far-cells", ws=sheet(row(1, [cell("XFD1048576", 1), cell("A1", 1)])))
    variant("wide-row", ws=sheet(row(1, [cell("XFD1", "x")])))
    variant("many-cells", ws=sheet("".join(row(r, [cell("A%d" % r, r), cell("B%d" % r, r)])
                                           for r in range(1, 40001))))
    variant("bad-xml", ws="<worksheet><sheetData><row><c r='A1'></sheetData>")
    variant("xml-entities-bomb", ws='<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">'
            + "".join('<!ENTITY %s "%s">' % (chr(98 + i), ("&%s;" % chr(97 + i)) * 10)
                      for i in range(9)) + ']><worksheet><sheetData><row r="1"><c r="A1" '
            't="inlineStr"><is><t>&j;</t></is></c></row></sheetData></worksheet>')
    variant("external-entity", ws='<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM '
            '"file:///etc/passwd">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr">'
            '<is><t>&e;</t></is></c></row></sheetData></worksheet>')
    variant("nan-price", ws=sheet(GOOD_ROWS.replace("<v>180000</v>", "<v>NaN</v>")))
    variant("inf-price", ws=sheet(GOOD_ROWS.replace("<v>180000</v>", "<v>1e999</v>")))
    variant("negative-price", ws=sheet(GOOD_ROWS.replace("<v>180000</v>", "<v>-1</v>")))
    variant("deep-xml", ws="<a>" * 50000 + "</a>" * 50000)
    variant("utf16-sheet", ws=sheet(GOOD_ROWS).replace('encoding="UTF-8"', 'encoding="UTF-16"'))
    for name, members in cases.items():
        write("pricelist-xlsx", name + ".xlsx", workbook(members))
    bomb = dict(base)
    bomb["xl/worksheets/sheet1.xml"] = sheet(GOOD_ROWS) + " " * (300 * 1024 * 1024)
    write("pricelist-xlsx", "zip-bomb-300mb.xlsx", workbook(bomb))
    stored = workbook(base, zipfile.ZIP_STORED)
    write("pricelist-xlsx", "stored.xlsx", stored)
    write("pricelist-xlsx", "truncated.xlsx", stored[: len(stored) // 2])
    write("pricelist-xlsx", "not-a-zip.xlsx", b"part_number,price\nx,1\n")
    write("pricelist-xlsx", "empty.xlsx", b"")
    write("pricelist-xlsx", "random.xlsx", bytes(rng.randrange(256) for _ in range(4096)))
    corrupt = bytearray(stored)
    for i in range(30, len(corrupt), 97):
        corrupt[i] ^= 0x5A
    write("pricelist-xlsx", "bit-flips.xlsx", bytes(corrupt))


def cli_corpus():
    rack = "@EXAMPLES@/dgx-h100-rack.cluster.json"
    predict = ["predict", "--gpu", "h100-sxm", "--nodes", "8", "--scale-out", "ib-ndr",
               "--model", "llama3-70b"]
    cases = {
        "no-command": [],
        "unknown-command": ["frobnicate"],
        "analyze-missing": ["analyze"],
        "analyze-dev-zero": ["analyze", "/dev/zero"],
        "analyze-dev-null": ["analyze", "/dev/null"],
        "analyze-folder": ["analyze", "@EXAMPLES@"],
        "analyze-no-such": ["analyze", "/no/such/file.cluster.json"],
        "bom-format-docx": ["bom", rack, "--format", "docx"],
        "bom-xlsx-stdout": ["bom", rack, "--format", "xlsx"],
        "bom-price-list-dev-zero": ["bom", rack, "--price-list", "/dev/zero"],
        "bom-currency-bad": ["bom", rack, "--currency", "DOLLARS"],
        "bom-currency-empty": ["bom", rack, "--currency", ""],
        "fabric-nodes-huge": ["fabric", "--nodes", "1000000000", "--server", "nvidia-dgx-h100"],
        "fabric-nodes-negative": ["fabric", "--nodes", "-5", "--server", "nvidia-dgx-h100"],
        "fabric-nodes-text": ["fabric", "--nodes", "many", "--server", "nvidia-dgx-h100"],
        "fabric-oversub-zero": ["fabric", "--nodes", "16", "--server", "nvidia-dgx-h100",
                                "--oversubscription", "0:0"],
        "fabric-oversub-huge": ["fabric", "--nodes", "16", "--server", "nvidia-dgx-h100",
                                "--oversubscription", "99999999999:1"],
        "fabric-rails-huge": ["fabric", rack, "--generate", "--rails", "2147483647", "-o",
                              "/dev/null"],
        "fabric-unknown-switch": ["fabric", "--nodes", "16", "--server", "nvidia-dgx-h100",
                                  "--switch", "no-such-switch"],
        "predict-nodes-zero": predict[:4] + ["0"] + predict[5:],
        "predict-nodes-huge": predict[:4] + ["2147483648"] + predict[5:],
        "predict-nodes-1e9": predict[:4] + ["1000000000"] + predict[5:] + ["--auto"],
        "predict-nodes-float": predict[:4] + ["1.5"] + predict[5:],
        "predict-tp-huge": predict + ["--tp", "1000000", "--pp", "1", "--dp", "1"],
        "predict-tp-zero": predict + ["--tp", "0"],
        "predict-batch-huge": predict + ["--global-batch", "9223372036854775807"],
        "predict-batch-nan": predict + ["--global-batch", "nan"],
        "predict-micro-negative": predict + ["--micro-batch", "-1"],
        "predict-layers-huge": ["predict", "--gpu", "h100-sxm", "--nodes", "1", "--scale-out",
                                "ib-ndr", "--layers", "100000000", "--hidden", "8192", "--heads",
                                "64", "--vocab", "128256", "--seq", "8192"],
        "predict-hidden-odd": ["predict", "--gpu", "h100-sxm", "--nodes", "1", "--scale-out",
                               "ib-ndr", "--layers", "2", "--hidden", "7", "--heads", "3",
                               "--vocab", "10", "--seq", "1"],
        "predict-seq-huge": ["predict", "--gpu", "h100-sxm", "--nodes", "1", "--scale-out",
                             "ib-ndr", "--layers", "2", "--hidden", "1024", "--heads", "8",
                             "--vocab", "1000", "--seq", "2147483647"],
        "predict-pue-nan": predict + ["--pue", "nan"],
        "predict-pue-inf": predict + ["--pue", "inf"],
        "predict-pue-zero": predict + ["--pue", "0"],
        "predict-price-negative": predict + ["--electricity-usd-per-kwh", "-1"],
        "predict-tokens-inf": predict + ["--train-tokens", "1e999"],
        "predict-zero-4": predict + ["--zero", "4"],
        "predict-unknown-gpu": ["predict", "--gpu", "h900", "--nodes", "1", "--scale-out",
                                "ib-ndr", "--model", "llama3-8b"],
        "predict-unknown-stack": predict + ["--stack", "jax"],
        "serve-concurrency-huge": ["predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1",
                                   "--model", "llama3-70b", "--concurrency", "2147483647"],
        "serve-users-huge": ["predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1", "--model",
                             "llama3-70b", "--users", "1000000000000"],
        "serve-input-huge": ["predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1", "--model",
                             "llama3-8b", "--input-len", "1000000000", "--output-len", "1"],
        "serve-output-zero": ["predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1",
                              "--model", "llama3-8b", "--output-len", "0"],
        "serve-ttft-negative": ["predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1",
                                "--model", "llama3-8b", "--users", "10", "--ttft-ms", "-1"],
        "serve-curve-huge": ["predict", "--serve", "--gpu", "h100-sxm", "--nodes", "1",
                             "--model", "llama3-8b", "--curve-points", "100000000"],
        "compare-price-list-folder": ["compare", rack, "--price-list", "@EXAMPLES@"],
        "report-no-output": ["report", rack],
        "catalog-show-unknown": ["catalog", "show", "no-such-item"],
        "catalog-import-dev-zero": ["catalog", "import", "/dev/zero"],
        "pricelist-import-folder": ["pricelist", "import", "@EXAMPLES@"],
        "option-repeated": ["bom", rack, "--format", "csv", "--format", "json"],
        "option-without-value": ["bom", rack, "--format"],
        "long-argument": ["analyze", "x" * 20000],
    }
    for name, args in cases.items():
        write("cli", name + ".args.json", json.dumps(args) + "\n")


# YAML scalars and nodes a device type's values must survive.
HOSTILE_YAML = ["-1", "0", "1e999", "-1e999", ".nan", ".inf", "0x10", "~", "[]", "{}", "''",
                "9" * 400, "!!binary AAAA", "&a x", "true", "2147483648", "'" + "A" * 5000 + "'"]


def netbox_corpus():
    seeds = []
    base = os.path.join(ROOT, "tests", "data", "netbox", "device-types")
    for folder, _, files in sorted(os.walk(base)):
        for name in sorted(files):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                seeds.append(f.read())
    for n in range(40):
        lines = rng.choice(seeds).split("\n")
        valued = [i for i, l in enumerate(lines) if ": " in l and not l.lstrip().startswith("#")]
        for i in rng.sample(valued, min(3, len(valued))):
            key = lines[i].split(": ", 1)[0]
            lines[i] = key + ": " + rng.choice(HOSTILE_YAML)
        write("netbox", "mutated-%02d.yaml" % n, "\n".join(lines))
    head = "manufacturer: Fuzz\nmodel: M\n"
    write("netbox", "empty.yaml", "")
    write("netbox", "not-a-mapping.yaml", "- a\n- b\n")
    write("netbox", "deep-flow.yaml", head + "interfaces: " + "[" * 50000)
    write("netbox", "deep-block.yaml", head + "".join(" " * i + "k%d:\n" % i for i in range(3000)))
    laughs = head + "a0: &a0 [" + ",".join(["x"] * 9) + "]\n"
    for i in range(1, 12):
        laughs += "a%d: &a%d [%s]\n" % (i, i, ",".join(["*a%d" % (i - 1)] * 9))
    write("netbox", "laughs.yaml", laughs + "interfaces: *a11\npower-ports: *a11\nmodule-bays: *a11\n")
    write("netbox", "self-alias.yaml", head + "interfaces: &s [*s]\n")
    write("netbox", "undefined-alias.yaml", head + "interfaces: *nowhere\n")
    many = head + "interfaces:\n" + "".join(
        "  - name: p%d\n    type: 400gbase-x-osfp\n" % i for i in range(1, 20001))
    write("netbox", "20000-interfaces.yaml", many)
    # Every interface a run of its own, all with one stem: the naming of runs is quadratic.
    alternating = head + "interfaces:\n" + "".join(
        "  - name: x%d\n    type: %s\n" % (i, ("25gbase-x-sfp28", "1000base-t")[i % 2])
        for i in range(1, 12001))
    write("netbox", "alternating-types.yaml", alternating)
    write("netbox", "power-ports-10000.yaml", head + "power-ports:\n" + "".join(
        "  - name: PSU%d\n    maximum_draw: %d\n" % (i, i) for i in range(10000)))
    write("netbox", "over-1MiB.yaml", head + "comments: '" + "x" * (1 << 20) + "'\n")
    write("netbox", "truncated.yaml", seeds[0][: len(seeds[0]) // 2])
    write("netbox", "binary.yaml", bytes(rng.randrange(256) for _ in range(4096)))
    write("netbox", "nul-bytes.yaml", head.encode() + b"slug: a\x00b\n")
    write("netbox", "tabs.yaml", "manufacturer:\tFuzz\nmodel:\n\tM\n")
    write("netbox", "weight-units.yaml", head + "weight: 1e308\nweight_unit: lb\nu_height: 0.5\n")


def main():
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    design_corpus()
    catalog_corpus()
    csv_corpus()
    xlsx_corpus()
    cli_corpus()
    netbox_corpus()
    total = sum(len(files) for _, _, files in os.walk(OUT))
    print("wrote %d files under %s" % (total, os.path.relpath(OUT, ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
