#!/usr/bin/env python3
"""Reduces a failing fuzz variant to a few lines, keeping its failure class and signature.

    reduce.py --acorn-bin build/bin fuzz-out/INVALID_CODE-1234abcd/v00042_blas.c [-o small.c]

Deletes chunks of lines (ddmin style), then single clauses of directives, then simplifies
expressions, keeping a candidate only when Clang still accepts it and Acorn still fails with the
same class and signature (as fuzz.py classifies them). Python 3 standard library only.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402


class Oracle:
    def __init__(self, args, name, lang):
        self.args = args
        self.name = name
        self.lang = lang
        self.include = os.path.join(os.path.dirname(os.path.abspath(args.acorn_bin)), "include")
        self.tests = 0

    def run(self, text):
        """(class, signature, output) of text, or None when Clang rejects it."""
        self.tests += 1
        wdir = tempfile.mkdtemp(prefix="acorn-reduce-")
        try:
            with open(os.path.join(wdir, self.name), "w") as f:
                f.write(text)
            env = dict(os.environ, TMPDIR=wdir, LC_ALL="C")
            rc, out, to = fuzz.run_limited([self.args.clang, "-fopenacc", "-fsyntax-only", "-x", self.lang,
                                            "-I", self.include, self.name], wdir, env, self.args.timeout)
            if to or rc != 0:
                return None
            driver = os.path.join(self.args.acorn_bin, "acorncc" if self.lang == "c" else "acorn++")
            rc, out, to = fuzz.run_limited([driver, "-c", "-acc=" + self.args.acc, "--acorn-keep", self.name,
                                            "-o", "x.o"], wdir, env, self.args.timeout)
            cls, sig = fuzz.classify(rc, out, to, self.name)
            return cls, sig, out
        finally:
            shutil.rmtree(wdir, ignore_errors=True)


def blocks(lines):
    """(start, end) line ranges of brace-balanced blocks, outermost first: a line opening more braces
    than it closes, through the line that closes them, with the directives just before it."""
    out = []
    for k, l in enumerate(lines):
        code = l.split("//")[0]
        if code.count("{") <= code.count("}"):
            continue
        depth = 0
        for j in range(k, len(lines)):
            c = lines[j].split("//")[0]
            depth += c.count("{") - c.count("}")
            if depth <= 0:
                s = k
                while s > 0 and fuzz.Directive.parse(lines[s - 1]):
                    s -= 1
                out.append((s, j))
                break
    return sorted(out, key=lambda r: r[0] - r[1])


def remove_blocks(lines, keep):
    changed = True
    while changed:
        changed = False
        for s, e in blocks(lines):
            cand = lines[:s] + lines[e + 1:]
            if keep(cand):
                lines, changed = cand, True
                break
    return lines


def ddmin_lines(lines, keep):
    n = 2
    while len(lines) >= 2:
        chunk = max(1, len(lines) // n)
        removed = False
        for start in range(0, len(lines), chunk):
            cand = lines[:start] + lines[start + chunk:]
            if keep(cand):
                lines = cand
                n = max(n - 1, 2)
                removed = True
                break
        if not removed:
            if chunk == 1:
                break
            n = min(len(lines), n * 2)
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("-o", "--output", help="where to write the reduced file (default: FILE.min.EXT)")
    ap.add_argument("--acorn-bin", default=os.environ.get("ACORN_BIN", "build/bin"))
    ap.add_argument("--clang", default=shutil.which("clang-22") or "/usr/bin/clang-22")
    ap.add_argument("--acc", default="host")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--any-signature", action="store_true", help="keep the class only, not the signature")
    args = ap.parse_args()

    name = os.path.basename(args.file)
    lang = "c" if name.endswith(".c") else "c++"
    oracle = Oracle(args, name, lang)
    text = open(args.file).read()
    first = oracle.run(text)
    if first is None:
        sys.exit("clang rejects %s" % args.file)
    cls, sig, _ = first
    if cls in ("OK", "DIAG"):
        sys.exit("%s passes (%s)" % (args.file, cls))
    print("reducing %s: %s %s" % (name, cls, sig), flush=True)

    def keep_text(t):
        r = oracle.run(t)
        return r is not None and r[0] == cls and (args.any_signature or r[1] == sig)

    def keep(lines):
        return keep_text("\n".join(lines) + "\n")

    lines = [l for l in text.split("\n")]
    # Comments first, then chunks of lines, then directive clauses one by one.
    cand = [l for l in lines if not l.strip().startswith("//")]
    if keep(cand):
        lines = cand
    lines = remove_blocks(lines, keep)
    lines = ddmin_lines(lines, keep)
    changed = True
    while changed:
        changed = False
        for k, l in enumerate(lines):
            d = fuzz.Directive.parse(l)
            if d is None:
                continue
            for j in range(len(d.clauses)):
                d2 = fuzz.Directive.parse(l)
                del d2.clauses[j]
                cand = lines[:k] + [d2.render()] + lines[k + 1:]
                if keep(cand):
                    lines, changed = cand, True
                    break
            if changed:
                break
    lines = remove_blocks(lines, keep)
    lines = ddmin_lines(lines, keep)
    out = args.output or re.sub(r"(\.\w+)$", r".min\1", args.file)
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("%d -> %d lines in %d tests: %s" % (len(text.split("\n")), len(lines), oracle.tests, out))
    r = oracle.run("\n".join(lines) + "\n")
    print(r[2])


if __name__ == "__main__":
    main()
