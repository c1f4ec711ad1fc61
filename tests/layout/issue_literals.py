#!/usr/bin/env python3
"""Every issue comes from the registry (core/analysis/issues/issue_type.h makeIssue): no source
builds an Issue from a code string of its own, as `{Severity::Warning, "some-code", ...}` or
`Issue{...}`. Exit 1 listing each such place. usage: issue_literals.py [SOURCE_ROOT]"""
import os, re, sys

LITERAL = re.compile(r'\{\s*(?:core::)?Severity::\w+\s*,\s*"|(?<!struct )\bIssue\s*\{')
# makeIssue itself is where an Issue is built.
ALLOWED = {os.path.join("core", "analysis", "issues", "issue_type.cpp")}


def main(argv):
    top = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    found = []
    for root in ("core", "ui", "app", "catalog", "office"):
        for d, _, names in os.walk(os.path.join(top, root)):
            for n in names:
                if not n.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(d, n)
                rel = os.path.relpath(path, top)
                if rel in ALLOWED:
                    continue
                text = open(path, encoding="utf-8").read()
                for m in LITERAL.finditer(text):
                    line = text.count("\n", 0, m.start()) + 1
                    found.append(f"{rel}:{line}: an issue built outside the registry")
    for f in found:
        print(f)
    print(f"{len(found)} issue(s) built outside the registry")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
