#!/usr/bin/env python3
"""Directive fuzzer for Acorn.

Mutates the OpenACC directives and clauses of the seed programs in seeds/, and for every variant:

  1. asks Clang whether the variant is valid (clang-22 -fopenacc -fsyntax-only); rejected variants
     are counted and skipped;
  2. compiles it with Acorn (acorncc/acorn++ -c -acc=host --acorn-keep, which lowers the file and
     compiles the lowered code);
  3. classifies the result:
       OK            Acorn built the object
       DIAG          Acorn failed with an `error:` at file:line:col in the variant itself
       CRASH         a signal, a stack dump, an assertion or "PLEASE submit a bug report"
       HANG          no answer within --timeout seconds
       INVALID_CODE  Acorn lowered the file but the lowered code does not compile (an error in the
                     temporary .acorn.* files, in Acorn's headers, or mentioning __acorn)
       NO_DIAG       Acorn failed without any file:line:col error pointing into the variant
       IGNORED       Acorn built a variant that uses a feature docs/architecture.md lists as not
                     built yet (it must be an error naming it, never silently ignored)
     passed = OK + DIAG, failed = CRASH + HANG + INVALID_CODE + NO_DIAG + IGNORED.

Failing variants are saved under --out, one folder per failure signature. The summary ends with
the line `N passed, M failed`; the exit status is 1 when anything failed.

Everything is deterministic: variant I of --seed S is the same text on every machine and for any
--jobs, so `fuzz.py --seed S --emit I` prints it again. Python 3 standard library only.
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------------------------
# Seeds
# --------------------------------------------------------------------------------------------


class Var:
    """A variable of a seed, from its `// fuzz-vars:` line: name:kind[:extent...]."""

    def __init__(self, spec):
        parts = spec.split(":")
        self.name = parts[0]
        self.kind = parts[1]  # ptr, arr2, int, real, idx, fn, tparam
        self.dims = parts[2:]

    def __repr__(self):
        return "Var(%s:%s)" % (self.name, self.kind)


class Seed:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)
        self.lang = "c" if path.endswith(".c") else "c++"
        with open(path) as f:
            self.text = f.read()
        self.vars = []
        m = re.search(r"fuzz-vars:(.*)", self.text)
        if m:
            self.vars = [Var(s) for s in m.group(1).split()]


def load_seeds(folder):
    names = sorted(n for n in os.listdir(folder) if n.endswith((".c", ".cpp")))
    return [Seed(os.path.join(folder, n)) for n in names]


# --------------------------------------------------------------------------------------------
# Directives
# --------------------------------------------------------------------------------------------

DIRECTIVE_NAMES = [
    "parallel loop", "kernels loop", "serial loop", "enter data", "exit data", "host_data",
    "parallel", "kernels", "serial", "loop", "data", "update", "wait", "atomic", "routine",
    "declare", "cache", "init", "shutdown", "set",
]
ATOMIC_FORMS = ["read", "write", "update", "capture"]
PRAGMA_RE = re.compile(r"^(\s*)#\s*pragma\s+acc\s+(.*?)\s*$")


def split_balanced(text, pos):
    """Returns the index just past the parenthesised group starting at text[pos] == '('."""
    depth = 0
    for k in range(pos, len(text)):
        if text[k] == "(":
            depth += 1
        elif text[k] == ")":
            depth -= 1
            if depth == 0:
                return k + 1
    return len(text)


class Clause:
    def __init__(self, name, arg=None):
        self.name = name
        self.arg = arg  # text inside the parentheses, or None

    def render(self):
        return self.name if self.arg is None else "%s(%s)" % (self.name, self.arg)


class Directive:
    def __init__(self, indent, name, name_arg, clauses):
        self.indent = indent
        self.name = name
        self.name_arg = name_arg  # wait(1), routine(f), cache(a[0:4]): the group after the name
        self.clauses = clauses

    def render(self):
        s = self.indent + "#pragma acc " + self.name
        if self.name_arg is not None:
            s += "(%s)" % self.name_arg
        if self.clauses:
            s += " " + " ".join(c.render() for c in self.clauses)
        return s

    @staticmethod
    def parse(line):
        m = PRAGMA_RE.match(line)
        if not m:
            return None
        indent, rest = m.group(1), m.group(2)
        name = None
        for n in DIRECTIVE_NAMES:
            if re.match(re.escape(n).replace(r"\ ", r"\s+") + r"\b", rest):
                name = n
                rest = re.sub(r"^" + re.escape(n).replace(r"\ ", r"\s+"), "", rest)
                break
        if name is None:
            return None
        if name == "atomic":
            m2 = re.match(r"\s*(read|write|update|capture)\b", rest)
            if m2:
                name = "atomic " + m2.group(1)
                rest = rest[m2.end():]
        name_arg = None
        r = rest.lstrip()
        if r.startswith("(") and name in ("wait", "routine", "cache"):
            end = split_balanced(r, 0)
            name_arg = r[1:end - 1]
            rest = r[end:]
        clauses = []
        k = 0
        rest = rest.strip()
        while k < len(rest):
            if rest[k] in " \t,":
                k += 1
                continue
            m3 = re.match(r"[A-Za-z_][A-Za-z_0-9]*", rest[k:])
            if not m3:
                clauses.append(Clause(rest[k:].strip()))
                break
            cname = m3.group(0)
            k += m3.end()
            arg = None
            j = k
            while j < len(rest) and rest[j] in " \t":
                j += 1
            if j < len(rest) and rest[j] == "(":
                end = split_balanced(rest, j)
                arg = rest[j + 1:end - 1]
                k = end
            clauses.append(Clause(cname, arg))
        return Directive(indent, name, name_arg, clauses)


# Which clauses each directive takes (OpenACC 3.3); mutations mostly pick valid ones, sometimes any.
COMPUTE_CLAUSES = ["async", "wait", "num_gangs", "num_workers", "vector_length", "device_type", "if",
                   "self", "reduction", "copy", "copyin", "copyout", "create", "no_create", "present",
                   "deviceptr", "attach", "private", "firstprivate", "default"]
LOOP_CLAUSES = ["collapse", "gang", "worker", "vector", "seq", "independent", "auto", "tile",
                "device_type", "private", "reduction"]
VALID_CLAUSES = {
    "parallel": COMPUTE_CLAUSES,
    "serial": [c for c in COMPUTE_CLAUSES if c not in ("num_gangs", "num_workers", "vector_length")],
    "kernels": [c for c in COMPUTE_CLAUSES if c not in ("reduction", "private", "firstprivate")],
    "loop": LOOP_CLAUSES,
    "data": ["if", "async", "wait", "device_type", "copy", "copyin", "copyout", "create", "no_create",
             "present", "deviceptr", "attach", "default"],
    "enter data": ["if", "async", "wait", "copyin", "create", "attach"],
    "exit data": ["if", "async", "wait", "copyout", "delete", "detach", "finalize"],
    "host_data": ["use_device", "if", "if_present"],
    "update": ["async", "wait", "device_type", "if", "if_present", "self", "host", "device"],
    "wait": ["async", "if"],
    "declare": ["copy", "copyin", "copyout", "create", "present", "deviceptr", "device_resident", "link"],
    "routine": ["gang", "worker", "vector", "seq", "bind", "device_type", "nohost"],
    "init": ["device_type", "device_num", "if"],
    "shutdown": ["device_type", "device_num", "if"],
    "set": ["default_async", "device_num", "device_type", "if"],
    "cache": [],
}
for _c in ("parallel", "serial", "kernels"):
    VALID_CLAUSES[_c + " loop"] = sorted(set(VALID_CLAUSES[_c] + LOOP_CLAUSES))
for _f in ATOMIC_FORMS:
    VALID_CLAUSES["atomic " + _f] = ["if"]
VALID_CLAUSES["atomic"] = ["if"]
ALL_CLAUSES = sorted(set(sum(VALID_CLAUSES.values(), [])) | {"pcopy", "present_or_copy", "pcopyin",
                                                             "present_or_copyin", "pcopyout", "pcreate",
                                                             "present_or_create", "dtype", "bogus"})
ALIASES = {"copy": ["pcopy", "present_or_copy"], "copyin": ["pcopyin", "present_or_copyin"],
           "copyout": ["pcopyout", "present_or_copyout"], "create": ["pcreate", "present_or_create"],
           "device_type": ["dtype"]}

KIND_GROUPS = [
    ["parallel", "kernels", "serial", "data", "host_data"],
    ["parallel loop", "kernels loop", "serial loop", "loop"],
    ["enter data", "exit data", "update", "wait", "declare", "init", "shutdown", "set"],
    ["atomic", "atomic update", "atomic read", "atomic write", "atomic capture"],
]
DATA_CLAUSES = ["copy", "copyin", "copyout", "create", "no_create", "present", "deviceptr", "attach",
                "delete", "detach", "device_resident", "link", "use_device", "device", "host", "private",
                "firstprivate"]
INT_CLAUSES = ["num_gangs", "num_workers", "vector_length", "async", "wait", "collapse", "device_num",
               "default_async"]

# --------------------------------------------------------------------------------------------
# The mutation engine
# --------------------------------------------------------------------------------------------

MACROS = """#define FZ_ONE 1
#define FZ_NEG (-4)
#define FZ_BIG 100000
#define FZ_TWICE(x) ((x) * 2)
#define FZ_COPY copy
#define FZ_LOOP parallel loop
#define FZ_DIR _Pragma("acc parallel loop")
"""


class Variant:
    """A mutable list of lines of one seed, with its variables."""

    def __init__(self, seed, rng):
        self.seed = seed
        self.rng = rng
        self.lines = seed.text.split("\n")
        self.log = []

    # ---- structure ---------------------------------------------------------------------
    def directive_lines(self):
        return [k for k, l in enumerate(self.lines) if Directive.parse(l) is not None]

    def depths(self):
        """Brace depth at the start of every line (seeds keep braces out of strings/comments)."""
        out, d = [], 0
        for l in self.lines:
            out.append(d)
            code = l.split("//")[0]
            if code.lstrip().startswith("#"):
                continue
            d += code.count("{") - code.count("}")
        return out

    def statement_lines(self):
        """Lines inside a function body that start a statement (a directive may go before them)."""
        dep = self.depths()
        out = []
        for k, l in enumerate(self.lines):
            s = l.strip()
            if dep[k] < 1 or not s or s.startswith("//"):
                continue
            if s.startswith(("public:", "private:", "}", "explicit", "~", "T *data", "int size", "int rows")):
                continue
            if re.match(r"(for|while|if|do|return|\{|#pragma acc)\b", s) or re.match(
                    r"[A-Za-z_][\w.\[\]\->]*(\[[^]]*\])*\s*([-+*/|&^]?=|\+\+|--)", s) or re.match(r"(\+\+|--)\w", s):
                out.append(k)
        return out

    def for_lines(self):
        return [k for k, l in enumerate(self.lines) if re.match(r"\s*for\s*\(", l) and self.depths()[k] >= 1]

    def file_scope_lines(self):
        dep = self.depths()
        return [k for k, l in enumerate(self.lines) if dep[k] == 0 and not l.startswith("#include")
                and k > 2]

    def indent_of(self, k):
        return re.match(r"\s*", self.lines[k]).group(0)

    def vars_near(self, k, kinds=None):
        """The seed's variables probably in scope before line k: globals declared above it, names used
        earlier in the same function, loop indices of enclosing loops (the seeds are small and regular)."""
        dep = self.depths()
        code = [l.split("//")[0] for l in self.lines]
        fstart = k
        while fstart > 0 and dep[fstart] > 0:
            fstart -= 1
        words = set()
        for j in range(0, k):
            if dep[j] == 0 or j >= fstart:
                words.update(re.findall(r"[A-Za-z_]\w*", code[j]))
        loopvars = set()
        for j in range(fstart, k):
            m = re.match(r"\s*for\s*\(\s*(?:int|long|size_t)\s+(\w+)", code[j])
            if m and (dep[j] < dep[min(k, len(dep) - 1)] or j == k - 1):
                loopvars.add(m.group(1))
        vs = [v for v in self.seed.vars if (kinds is None or v.kind in kinds) and
              (v.name in loopvars if v.kind == "idx" else v.name in words)]
        if not vs or self.rng.random() < 0.03:  # now and then, anything (usually out of scope)
            vs = [v for v in self.seed.vars if kinds is None or v.kind in kinds]
        return vs

    # ---- expression generators -----------------------------------------------------------
    def int_expr(self, k):
        r = self.rng
        ints = [v.name for v in self.vars_near(k, ("int",))] or ["1"]
        reals = [v.name for v in self.vars_near(k, ("real",))] or ["1.5"]
        ptrs = [v.name for v in self.vars_near(k, ("ptr", "arr2"))] or ["0"]
        choices = [
            "1", "2", "4", "32", "128", "0", "-1", "-8", "2147483647", "4294967296", "3", "1024",
            r.choice(ints), "%s * 2" % r.choice(ints), "%s + 1" % r.choice(ints), "(%s > 8 ? 4 : 2)" % r.choice(ints),
            "sizeof(double)", "FZ_ONE", "FZ_NEG", "FZ_BIG", "FZ_TWICE(%s)" % r.choice(ints), "'a'", "1u", "2L",
            r.choice(reals), "3.5", r.choice(ptrs), "(short)7", "!%s" % r.choice(ints), "1 << 4",
        ]
        if self.seed.lang == "c++":
            choices += ["true", "sizeof(T)", "T(2)", "static_cast<int>(%s)" % r.choice(reals + ints), "nullptr"]
        return r.choice(choices)

    def section(self, v, k):
        r = self.rng
        ints = [x.name for x in self.vars_near(k, ("int",))] or ["1"]
        idx = [x.name for x in self.vars_near(k, ("idx",))] or ["0"]
        if v.kind == "ptr":
            n = v.dims[0] if v.dims else "1"
            forms = ["{v}[0:{n}]", "{v}[:{n}]", "{v}[1:{n}-1]", "{v}[0:0]", "{v}", "{v}[0]", "{v}[0:1]",
                     "{v}[{i}:4]", "{v}[0:{n}/2]", "{v}[{n}/2:{n}-{n}/2]", "{v}[0:-1]", "{v}[-1:2]",
                     "{v}[0:FZ_TWICE({n})]", "{v}[{m}:{m}]", "{v}[0:{n}][0:2]", "{v}[:]", "{v}[0:{n}:1]"]
            return r.choice(forms).format(v=v.name, n="(%s)" % n if re.search(r"\W", n) else n,
                                          i=r.choice(idx), m=r.choice(ints))
        if v.kind == "arr2":
            nx, ny = (v.dims + ["1", "1"])[:2]
            forms = ["{v}", "{v}[0:{nx}][0:{ny}]", "{v}[1:{nx}-2]", "{v}[0:1][0:{ny}]", "{v}[0:{nx}][1:2]",
                     "{v}[:][:]", "{v}[{i}]", "{v}[{i}][0:{ny}]", "{v}[0:{nx}]", "{v}[0][0]", "{v}[-1:1]"]
            return r.choice(forms).format(v=v.name, nx=nx, ny=ny, i=r.choice(idx))
        if v.kind in ("int", "real", "idx"):
            return r.choice(["{v}", "{v}", "{v}", "{v}[0:1]", "&{v}"]).format(v=v.name)
        return v.name

    def var_list(self, k, n=None, kinds=("ptr", "arr2", "int", "real", "idx")):
        r = self.rng
        vs = self.vars_near(k, kinds)
        if not vs:
            return "x"
        n = n or r.choice([1, 1, 1, 2, 3])
        items = [self.section(r.choice(vs), k) for _ in range(n)]
        if r.random() < 0.05:
            items.append(r.choice(["FZ_ONE", "this", "undeclared_thing", "1", "*%s" % vs[0].name]))
        return ", ".join(items)

    def scalar_list(self, k):
        r = self.rng
        vs = self.vars_near(k, ("int", "real", "idx"))
        if not vs or r.random() < 0.1:
            vs = self.vars_near(k)
        return ", ".join(sorted({r.choice(vs).name for _ in range(r.choice([1, 1, 2]))}))

    def gen_clause(self, name, k):
        """A clause named `name` with generated arguments, for a directive at line k."""
        r = self.rng
        if name in ("reduction",):
            op = r.choice(["+", "*", "max", "min", "&", "|", "^", "&&", "||", "+", "+", "-", "bogus"])
            return Clause(name, "%s:%s" % (op, self.scalar_list(k)))
        if name in ("private", "firstprivate"):
            return Clause(name, self.scalar_list(k) if r.random() < 0.7 else self.var_list(k))
        if name in ("copyin", "copyout", "create", "copy") and r.random() < 0.15:
            mod = {"copyin": ["readonly", "alwaysin"], "copyout": ["zero", "alwaysout"], "create": ["zero"],
                   "copy": ["alwaysin", "always", "capture"]}[name]
            return Clause(name, "%s: %s" % (r.choice(mod), self.var_list(k)))
        if name in DATA_CLAUSES or name in ("pcopy", "present_or_copy", "pcopyin", "present_or_copyin",
                                            "pcopyout", "present_or_copyout", "pcreate", "present_or_create"):
            if name in ("deviceptr", "attach", "detach", "use_device"):
                vs = self.vars_near(k, ("ptr",)) or self.vars_near(k)
                return Clause(name, ", ".join(sorted({r.choice(vs).name for _ in range(r.choice([1, 2]))})))
            return Clause(name, self.var_list(k))
        if name == "self":
            if self.lines[k].lstrip().startswith("#pragma acc update") or r.random() < 0.3:
                return Clause(name, self.var_list(k))
            return Clause(name, r.choice([None, "1", "0", self.int_expr(k)]))
        if name == "if":
            ints = [v.name for v in self.vars_near(k, ("int", "real", "ptr"))] or ["1"]
            return Clause(name, r.choice(["%s > 0" % r.choice(ints), "0", "1", r.choice(ints), self.int_expr(k),
                                          "%s && %s" % (r.choice(ints), r.choice(ints))]))
        if name == "collapse":
            return Clause(name, r.choice(["1", "2", "3", "4", "0", "-1", "force:2", "force:1", "FZ_ONE",
                                          self.int_expr(k)]))
        if name == "tile":
            return Clause(name, r.choice(["2", "4, 4", "*", "*, *", "8, 2", "2, 2, 2", "0", "-2", "FZ_ONE",
                                          self.int_expr(k)]))
        if name == "gang":
            return Clause(name, r.choice([None, None, "num:4", "static:*", "static:2", "dim:1", "dim:2",
                                          "4", "num:%s" % self.int_expr(k), "static:%s" % self.int_expr(k),
                                          "num:8, static:4", "dim:4"]))
        if name in ("worker", "vector"):
            return Clause(name, r.choice([None, None, None, "4", "32", "num:4", "length:64",
                                          self.int_expr(k)]))
        if name in ("num_gangs",):
            return Clause(name, r.choice([self.int_expr(k), self.int_expr(k), "%s, %s" % (self.int_expr(k),
                                                                                         self.int_expr(k))]))
        if name in ("async", "wait"):
            if r.random() < 0.3:
                return Clause(name)
            if name == "wait" and r.random() < 0.2:
                return Clause(name, r.choice(["devnum:0: 1", "queues: 1, 2", "devnum: 1: queues: 2", "1, 2, 3"]))
            return Clause(name, r.choice(["1", "2", "acc_async_sync", "acc_async_noval", self.int_expr(k)]))
        if name in INT_CLAUSES:
            return Clause(name, self.int_expr(k))
        if name in ("device_type", "dtype"):
            return Clause(name, r.choice(["nvidia", "host", "*", "multicore", "default", "radeon",
                                          "nvidia, host", "acc_device_nvidia"]))
        if name == "default":
            return Clause(name, r.choice(["none", "present", "none", "shared"]))
        if name == "bind":
            fns = [v.name for v in self.seed.vars if v.kind == "fn"] or ["f"]
            return Clause(name, r.choice(fns + ['"%s_dev"' % fns[0], "undeclared_fn"]))
        if name in ("seq", "independent", "auto", "finalize", "if_present", "nohost"):
            return Clause(name)
        return Clause(name, r.choice([None, self.int_expr(k), self.var_list(k)]))

    # ---- mutations -----------------------------------------------------------------------
    def pick_directive(self, pred=None):
        ks = [k for k in self.directive_lines() if pred is None or pred(Directive.parse(self.lines[k]))]
        return self.rng.choice(ks) if ks else None

    def m_remove_clause(self):
        k = self.pick_directive(lambda d: d.clauses)
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        c = d.clauses.pop(self.rng.randrange(len(d.clauses)))
        self.lines[k] = d.render()
        self.log.append("remove %s from line %d" % (c.name, k + 1))
        return True

    def m_add_clause(self):
        k = self.pick_directive()
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        pool = VALID_CLAUSES.get(d.name, []) if self.rng.random() < 0.85 else ALL_CLAUSES
        if not pool:
            pool = ALL_CLAUSES
        c = self.gen_clause(self.rng.choice(pool), k)
        d.clauses.insert(self.rng.randint(0, len(d.clauses)), c)
        self.lines[k] = d.render()
        self.log.append("add %s on line %d" % (c.render(), k + 1))
        return True

    def m_duplicate_clause(self):
        k = self.pick_directive(lambda d: d.clauses)
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        c = self.rng.choice(d.clauses)
        d.clauses.insert(self.rng.randint(0, len(d.clauses)), Clause(c.name, c.arg))
        self.lines[k] = d.render()
        self.log.append("duplicate %s on line %d" % (c.name, k + 1))
        return True

    def m_reorder_clauses(self):
        k = self.pick_directive(lambda d: len(d.clauses) > 1)
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        self.rng.shuffle(d.clauses)
        self.lines[k] = d.render()
        self.log.append("reorder clauses on line %d" % (k + 1))
        return True

    def m_swap_kind(self):
        k = self.pick_directive()
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        group = next((g for g in KIND_GROUPS if d.name in g), None)
        if group is None or self.rng.random() < 0.2:
            group = sum(KIND_GROUPS, [])
        new = self.rng.choice([g for g in group if g != d.name] or group)
        self.log.append("swap %s -> %s on line %d" % (d.name, new, k + 1))
        if d.name in ("wait", "routine", "cache") and new not in ("wait", "routine", "cache"):
            d.name_arg = None
        d.name = new
        if self.rng.random() < 0.5:  # mostly keep only clauses the new kind takes
            d.clauses = [c for c in d.clauses if c.name in VALID_CLAUSES.get(new, [])]
        self.lines[k] = d.render()
        return True

    def m_change_arg(self):
        k = self.pick_directive(lambda d: any(c.arg is not None for c in d.clauses) or d.name_arg is not None)
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        r = self.rng
        withargs = [c for c in d.clauses if c.arg is not None]
        if d.name_arg is not None and (not withargs or r.random() < 0.3):
            old = d.name_arg
            if d.name == "cache":
                d.name_arg = self.var_list(k, kinds=("ptr", "arr2"))
            elif d.name == "routine":
                d.name_arg = r.choice([v.name for v in self.seed.vars if v.kind == "fn"] + ["undeclared_fn"])
            else:
                d.name_arg = r.choice(["1", "1, 2", self.int_expr(k), "devnum:0:1", "queues:1", ""])
            self.log.append("name argument %r -> %r on line %d" % (old, d.name_arg, k + 1))
        else:
            c = r.choice(withargs)
            old = c.arg
            if c.name == "reduction" and r.random() < 0.5 and ":" in c.arg:
                op = r.choice(["+", "*", "max", "min", "&", "|", "^", "&&", "||"])
                c.arg = op + ":" + c.arg.split(":", 1)[1]
            elif c.name in DATA_CLAUSES and r.random() < 0.7:
                # Replace or tweak one item of the list.
                items = [s.strip() for s in c.arg.split(",")]
                vs = self.vars_near(k)
                if r.random() < 0.5 and vs:
                    items[r.randrange(len(items))] = self.section(r.choice(vs), k)
                else:
                    items.append(self.section(r.choice(vs), k) if vs else "x")
                c.arg = ", ".join(items)
            else:
                c.arg = self.gen_clause(c.name, k).arg or self.int_expr(k)
            self.log.append("%s(%s) -> %s(%s) on line %d" % (c.name, old, c.name, c.arg, k + 1))
        self.lines[k] = d.render()
        return True

    def m_alias(self):
        k = self.pick_directive(lambda d: any(c.name in ALIASES for c in d.clauses))
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        c = self.rng.choice([c for c in d.clauses if c.name in ALIASES])
        old = c.name
        c.name = self.rng.choice(ALIASES[c.name])
        self.lines[k] = d.render()
        self.log.append("alias %s -> %s on line %d" % (old, c.name, k + 1))
        return True

    def m_device_type(self):
        k = self.pick_directive(lambda d: d.name in ("parallel", "kernels", "serial", "loop", "parallel loop",
                                                     "kernels loop", "serial loop", "routine", "update", "data"))
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        r = self.rng
        dt = self.gen_clause("device_type", k)
        after = [self.gen_clause(r.choice(["num_gangs", "vector_length", "num_workers", "async", "wait", "gang",
                                           "vector", "worker", "seq", "collapse", "tile", "independent"]), k)
                 for _ in range(r.choice([0, 1, 2]))]
        d.clauses += [dt] + after
        self.lines[k] = d.render()
        self.log.append("device_type segment on line %d" % (k + 1))
        return True

    def m_move(self):
        k = self.pick_directive()
        stmts = self.statement_lines()
        if k is None or not stmts:
            return False
        if "loop" in Directive.parse(self.lines[k]).name and self.rng.random() < 0.8:
            stmts = self.for_lines() or stmts
        line = self.lines.pop(k)
        stmts = [s - (1 if s > k else 0) for s in stmts if s != k]
        if not stmts:
            return False
        t = self.rng.choice(stmts)
        self.lines.insert(t, self.indent_of(t) + line.strip())
        self.log.append("move directive from line %d to before line %d" % (k + 1, t + 1))
        return True

    def m_nest(self):
        """A new construct before a loop or statement, often inside an existing one."""
        r = self.rng
        fors = self.for_lines()
        if not fors:
            return False
        t = r.choice(fors)
        name = r.choice(["loop", "loop", "loop", "parallel loop", "kernels loop", "serial loop", "parallel",
                         "kernels", "serial", "data", "loop seq", "loop tile(2, 2)", "loop gang(num:4)",
                         "loop collapse(2)", "loop worker", "loop vector(32)", "loop gang vector",
                         "loop independent", "loop auto", "host_data"])
        d = Directive.parse("#pragma acc " + name)
        d.indent = self.indent_of(t)
        for _ in range(r.choice([0, 0, 1, 2])):
            d.clauses.append(self.gen_clause(r.choice(VALID_CLAUSES.get(d.name) or ALL_CLAUSES), t))
        if d.name == "data" and not d.clauses:
            d.clauses.append(self.gen_clause("copy", t))
        if d.name == "host_data":
            d.clauses.append(self.gen_clause("use_device", t))
        self.lines.insert(t, d.render())
        self.log.append("nest '%s' before line %d" % (d.render().strip(), t + 1))
        return True

    def assignment_lines(self):
        return [k for k in self.statement_lines()
                if re.match(r"\s*[A-Za-z_][\w.\[\]\->]*(\[[^]]*\])*\s*([-+*/|&^]?=|\+\+|--)|\s*(\+\+|--)\w",
                            self.lines[k]) and not self.lines[k].strip().startswith(("for", "if", "while"))]

    def m_insert(self):
        """Directives the seeds do not use: declare, host_data, cache, tile, routine bind, set, ..."""
        r = self.rng
        stmts = self.statement_lines()
        if not stmts:
            return False
        fors = self.for_lines() or stmts
        assigns = self.assignment_lines() or stmts
        # cache goes first in a loop body: the line after a 'for (...) {'
        bodies = [k + 1 for k in self.for_lines() if self.lines[k].rstrip().endswith("{")] or stmts
        where = r.choice(["stmt", "stmt", "for", "for", "assign", "body"])
        t = r.choice({"stmt": stmts, "for": fors, "assign": assigns, "body": bodies}[where])
        ind = self.indent_of(t)
        ptrs = self.vars_near(t, ("ptr", "arr2")) or self.vars_near(t)
        p = r.choice(ptrs) if ptrs else None
        fns = [v.name for v in self.seed.vars if v.kind == "fn"]
        templ = {
            "stmt": [
                lambda: "declare create(%s)" % self.var_list(t, 1),
                lambda: "declare copyin(%s)" % self.var_list(t, 1),
                lambda: "declare present(%s)" % self.var_list(t, 1),
                lambda: "declare device_resident(%s)" % self.scalar_list(t),
                lambda: "host_data use_device(%s)" % (p.name if p else "x"),
                lambda: "host_data use_device(%s) if_present" % (p.name if p else "x"),
                lambda: "wait",
                lambda: "wait(1) async(2)",
                lambda: "wait(%s)" % self.int_expr(t),
                lambda: "update device(%s) if_present" % self.var_list(t),
                lambda: "update host(%s) async" % self.var_list(t),
                lambda: "update self(%s) wait(1)" % self.var_list(t),
                lambda: "enter data copyin(%s)" % self.var_list(t),
                lambda: "exit data copyout(%s) finalize" % self.var_list(t),
                lambda: "init",
                lambda: "init device_type(nvidia)",
                lambda: "shutdown device_type(host)",
                lambda: "set device_num(0)",
                lambda: "set default_async(%s)" % self.int_expr(t),
                lambda: "set device_type(multicore)",
                lambda: "kernels",
                lambda: "parallel default(none)",
                lambda: "data default(present)",
                lambda: "data copy(%s)" % self.var_list(t),
                lambda: "parallel self(1)",
                lambda: "serial",
                lambda: "parallel num_gangs(2, 2, 2)",
            ],
            "for": [
                lambda: "loop tile(%s)" % r.choice(["2", "4, 4", "*", "2, *", "8", "2, 2, 2"]),
                lambda: "loop gang(num:%s)" % self.int_expr(t),
                lambda: "loop gang(static:*) vector",
                lambda: "loop worker(%s)" % self.int_expr(t),
                lambda: "loop vector(length:%s)" % self.int_expr(t),
                lambda: "parallel loop tile(2, 2)",
                lambda: "parallel loop device_type(nvidia) vector_length(64) device_type(host) num_gangs(1)",
                lambda: "kernels loop gang(num:4) worker(num:2) vector(length:32)",
                lambda: "serial loop seq",
                lambda: "loop collapse(force:2)",
                lambda: "loop collapse(2) private(%s)" % self.scalar_list(t),
                lambda: "parallel loop reduction(+:%s)" % self.scalar_list(t),
                lambda: "kernels loop reduction(max:%s) copy(%s)" % (self.scalar_list(t), self.var_list(t)),
                lambda: "loop seq",
                lambda: "loop auto",
            ],
            "assign": [
                lambda: "atomic read", lambda: "atomic write", lambda: "atomic", lambda: "atomic capture",
                lambda: "atomic update", lambda: "atomic update if(%s)" % self.int_expr(t),
            ],
            "body": [
                lambda: "cache(%s)" % self.var_list(t, r.choice([1, 2]), kinds=("ptr", "arr2")),
                lambda: "cache(readonly: %s)" % self.var_list(t, 1, kinds=("ptr", "arr2")),
                lambda: "loop seq",
            ],
        }
        text = r.choice(templ[where])()
        self.lines.insert(t, ind + "#pragma acc " + text)
        self.log.append("insert '%s' before line %d" % (text, t + 1))
        if r.random() < 0.3 and fns:
            # A routine directive at file scope, named or before a function.
            fs = self.file_scope_lines()
            if fs:
                u = r.choice(fs)
                f = r.choice(fns)
                text2 = r.choice(["routine(%s) seq" % f, "routine(%s) seq bind(%s)" % (f, f),
                                  "routine(%s) vector" % f, "routine(%s) worker" % f, "routine(%s) gang" % f,
                                  "routine seq", "routine(%s) seq nohost" % f, "routine(%s) seq bind(\"%s\")" % (f, f),
                                  "routine(%s) device_type(nvidia) vector device_type(*) seq" % f,
                                  "declare create(%s)" % self.var_list(u, 1)])
                self.lines.insert(u, "#pragma acc " + text2)
                self.log.append("insert '%s' before line %d" % (text2, u + 1))
        return True

    def m_atomic_stmt(self):
        """Changes the statement under an atomic directive, or the atomic form."""
        ks = [k for k in self.directive_lines() if Directive.parse(self.lines[k]).name.startswith("atomic")]
        if not ks:
            return False
        k = self.rng.choice(ks)
        if k + 1 >= len(self.lines):
            return False
        r = self.rng
        m = re.match(r"(\s*)(.*?)(\w+)(\[[^]]*\])?\s*(\+=|\+\+|=)", self.lines[k + 1])
        if not m:
            m = re.match(r"(\s*)()(\w+)()", self.lines[k + 1])
        if not m:
            return False
        ind, lhs = m.group(1), m.group(3) + (m.group(4) or "")
        other = r.choice([v.name for v in self.seed.vars if v.kind in ("int", "real")] or ["1"])
        stmt = r.choice([
            "%s++;" % lhs, "++%s;" % lhs, "%s--;" % lhs, "%s += 2;" % lhs, "%s *= 3;" % lhs, "%s -= %s;" % (lhs, other),
            "%s = %s * 2;" % (lhs, lhs), "%s = 2 * %s;" % (lhs, lhs), "%s = %s - %s;" % (lhs, other, lhs),
            "%s |= 1;" % lhs, "%s = %s;" % (other, lhs), "%s = 7;" % lhs, "%s = %s++;" % (other, lhs),
            "%s = ++%s;" % (other, lhs), "%s = %s += 3;" % (other, lhs), "{ %s = %s; %s += 1; }" % (other, lhs, lhs),
            "{ %s++; %s = %s; }" % (lhs, other, lhs), "%s = %s > %s ? %s : %s;" % (lhs, lhs, other, lhs, other),
            "%s /= 2;" % lhs, "%s <<= 1;" % lhs, "%s = %s && 1;" % (lhs, lhs),
        ])
        self.lines[k + 1] = ind + stmt
        if r.random() < 0.4:
            d = Directive.parse(self.lines[k])
            d.name = r.choice(["atomic", "atomic update", "atomic read", "atomic write", "atomic capture"])
            self.lines[k] = d.render()
        self.log.append("atomic statement on line %d -> %s (%s)" % (k + 2, stmt, self.lines[k].strip()))
        return True

    def m_spelling(self):
        """The same directive written differently: _Pragma, a macro, continuation lines, spacing."""
        k = self.pick_directive()
        if k is None:
            return False
        d = Directive.parse(self.lines[k])
        r = self.rng
        body = d.render().strip()[len("#pragma "):]
        form = r.choice(["pragma_op", "macro", "continuation", "spaces", "comment", "macro_clause"])
        if form == "pragma_op":
            self.lines[k] = d.indent + '_Pragma("%s")' % body.replace('"', '\\"')
        elif form == "macro":
            self.lines.insert(0, '#define FZ_ACC_%d _Pragma("%s")' % (k, body.replace('"', '\\"')))
            self.lines[k + 1] = d.indent + "FZ_ACC_%d" % k
        elif form == "continuation":
            words = self.lines[k].split(" ")
            cut = r.randrange(2, len(words) + 1) if len(words) > 2 else len(words)
            self.lines[k] = " ".join(words[:cut]) + " \\"
            self.lines.insert(k + 1, "    " + " ".join(words[cut:]))
        elif form == "spaces":
            self.lines[k] = d.indent + "#  pragma   acc  " + body[4:].replace(",", " ,  ").replace("(", " ( ")
        elif form == "comment":
            self.lines[k] = self.lines[k] + r.choice([" // trailing comment", " /* c */", " /* multi\n   line */"])
        else:
            if d.name in ("parallel loop", "kernels loop", "serial loop", "parallel", "data", "kernels",
                          "serial"):
                d.clauses.append(Clause("FZ_COPY", self.var_list(k, 1)))
                self.lines[k] = d.render()
            else:
                self.lines[k] = d.indent + "#pragma acc FZ_LOOP"
        self.log.append("spelling %s on line %d" % (form, k + 1))
        return True

    def m_remove_directive(self):
        k = self.pick_directive()
        if k is None:
            return False
        self.log.append("remove directive on line %d: %s" % (k + 1, self.lines[k].strip()))
        del self.lines[k]
        return True

    def m_duplicate_directive(self):
        k = self.pick_directive(lambda d: "loop" not in d.name or self.rng.random() < 0.2)
        if k is None:
            return False
        self.lines.insert(k, self.lines[k])
        self.log.append("duplicate directive on line %d" % (k + 1))
        return True

    def m_body(self):
        """Changes the statement under a construct: wraps it in braces, adds a break/return/goto."""
        k = self.pick_directive(lambda d: d.name.endswith("loop") or d.name in ("parallel", "kernels", "serial"))
        if k is None or k + 1 >= len(self.lines):
            return False
        r = self.rng
        t = k + 1
        while t < len(self.lines) and Directive.parse(self.lines[t]):
            t += 1
        if t >= len(self.lines):
            return False
        ind = self.indent_of(t)
        choice = r.choice(["empty", "decl", "break", "return", "call", "nested_for", "while"])
        if choice == "empty":
            self.lines.insert(t, ind + ";")
        elif choice == "decl":
            self.lines.insert(t, ind + "int fz_tmp = 0; (void)fz_tmp;")
        elif choice == "break":
            m = re.search(r"for\s*\(.*\)\s*\{\s*$", self.lines[t])
            if not m:
                return False
            self.lines.insert(t + 1, ind + "  if (fz_flag_never()) break;")
            self.lines.insert(0, "static int fz_flag_never(void) { return 0; }")
        elif choice == "return":
            if not self.lines[t].rstrip().endswith("{"):
                return False
            self.lines.insert(t + 1, ind + "  if (0) return%s;" % r.choice(["", " 0"]))
        elif choice == "call":
            self.lines.insert(0, "static void fz_ext(double *p);")
            t += 1
            ptr = self.vars_near(t, ("ptr",))
            self.lines.insert(t, ind + "fz_ext(0);" if not ptr else ind + "fz_ext((double *)%s);" % ptr[0].name)
        elif choice == "nested_for":
            m = re.match(r"(\s*)for\s*\((.*)\)\s*(\{?)\s*$", self.lines[t])
            if not m:
                return False
            self.lines[t] = "%sfor (int fz_o = 0; fz_o < 2; ++fz_o) for (%s) %s" % (m.group(1), m.group(2), m.group(3))
        else:
            m = re.match(r"(\s*)for\s*\(int (\w+) = ([^;]*); (\w+) < ([^;]*); \+\+?(\w+)\+?\+?\)\s*(\{?)\s*$",
                         self.lines[t])
            if not m:
                return False
            self.lines[t] = "%sfor (int %s = %s; %s < %s; %s += 2) %s" % (
                m.group(1), m.group(2), m.group(3), m.group(2), m.group(5), m.group(2), m.group(7))
        self.log.append("body %s at line %d" % (choice, t + 1))
        return True

    MUTATORS = [
        ("m_add_clause", 14), ("m_remove_clause", 8), ("m_duplicate_clause", 4), ("m_reorder_clauses", 3),
        ("m_swap_kind", 8), ("m_change_arg", 14), ("m_alias", 2), ("m_device_type", 4), ("m_move", 6),
        ("m_nest", 8), ("m_insert", 12), ("m_atomic_stmt", 3), ("m_spelling", 4), ("m_remove_directive", 3),
        ("m_duplicate_directive", 2), ("m_body", 4),
    ]

    def mutate(self, count):
        names = [n for n, _ in self.MUTATORS]
        weights = [w for _, w in self.MUTATORS]
        done = tries = 0
        while done < count and tries < 50:
            tries += 1
            if getattr(self, self.rng.choices(names, weights)[0])():
                done += 1

    def text(self):
        t = "\n".join(self.lines)
        if "FZ_" in t and "#define FZ_ONE" not in t:
            t = MACROS + t
        return t


def make_variant(seeds, seed_value, index):
    """Variant `index` of campaign `seed_value`: (seed, text, mutation log). Deterministic."""
    rng = random.Random("acorn-fuzz:%s:%d" % (seed_value, index))
    if index < len(seeds):  # the first variants are the seeds themselves (a sanity check)
        return seeds[index], seeds[index].text, ["unmodified seed"]
    seed = rng.choice(seeds)
    v = Variant(seed, rng)
    v.mutate(rng.choice([1, 1, 2, 2, 3, 4]))
    return seed, v.text(), v.log


# --------------------------------------------------------------------------------------------
# Running and classifying
# --------------------------------------------------------------------------------------------

ERROR_RE = re.compile(r"^(?P<file>[^\s:][^:\n]*):(?P<line>\d+):(?P<col>\d+): (?:fatal )?error: (?P<msg>.*)$", re.M)
KEPT_RE = re.compile(r"^acorncc: kept (\S+)$", re.M)
CRASH_MARKERS = ("PLEASE submit a bug report", "Stack dump:", "Assertion `", "clang frontend command failed",
                 "LLVM ERROR", "UNREACHABLE executed", "Segmentation fault", "terminate called")


def run_limited(cmd, cwd, env, timeout):
    """Runs cmd in its own process group; returns (rc, output, timed_out)."""
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, _ = p.communicate()
        return None, out.decode("utf-8", "replace"), True


def normalize(msg):
    """A message without what varies between variants of one bug: numbers, long quoted text."""
    msg = re.sub(r"0x[0-9a-fA-F]+|\b[0-9A-F]{6,}\b", "H", msg)
    msg = re.sub(r"'([^']*)'", lambda m: m.group(0) if re.fullmatch(r"[\w:~]{1,40}", m.group(1)) else "'Q'", msg)
    msg = re.sub(r"\d+", "N", msg)
    return msg.strip()[:160]


def crash_signature(out, rc):
    m = re.search(r"Assertion `(.*)' failed", out)
    if m:
        return "assertion: " + m.group(1)[:120]
    frames = []
    for m in re.finditer(r"^\s*#\d+ 0x[0-9a-f]+ (?:\(.*?\) )?(.+?)(?: \(/.*\))?$", out, re.M):
        f = m.group(1)
        if re.search(r"llvm::sys::|SignalHandler|__restore_rt|PrintStackTrace|raise|abort|libc\.so|"
                     r"__libc|_start|CrashRecovery|RunSignalHandlers", f):
            continue
        f = re.sub(r"\(.*", "", f).strip()
        if f and not f.startswith("0x"):
            frames.append(f[:80])
        if len(frames) == 3:
            break
    if frames:
        return "frames: " + " < ".join(frames)
    for marker in ("LLVM ERROR: .*", "UNREACHABLE executed.*", "terminate called.*"):
        m = re.search(marker, out)
        if m:
            return normalize(m.group(0))
    if rc is not None and rc < 0:
        return "signal %d" % -rc
    return "crash marker"


def classify(rc, out, timed_out, variant_name):
    """Returns (class, signature)."""
    if timed_out:
        return "HANG", "timeout"
    if (rc is not None and rc < 0) or any(m in out for m in CRASH_MARKERS):
        return "CRASH", crash_signature(out, rc)
    errors = list(ERROR_RE.finditer(out))
    kept = KEPT_RE.findall(out)
    lowered = [k for k in kept if ".acorn" in os.path.basename(k)]
    if rc == 0:
        return "OK", ""
    own = [e for e in errors if os.path.basename(e.group("file")) == variant_name]
    foreign = [e for e in errors if os.path.basename(e.group("file")) != variant_name]
    acorn_msgs = [e for e in errors if "__acorn" in e.group("msg") or "acorn::" in e.group("msg")]
    if lowered or foreign or acorn_msgs:
        # Lowering succeeded and the lowered code does not compile (#line maps its errors back to the
        # variant's lines, so the file name alone does not tell).
        first = (acorn_msgs or foreign or errors or [None])[0]
        where = ""
        if first is not None and first in foreign:
            where = os.path.basename(first.group("file")) + ": "
            where = re.sub(r"-[0-9a-f]{6}\.", ".", where)
            where = re.sub(r"^v\d+_", "", where)
        msg = first.group("msg") if first is not None else (out.strip().splitlines() or ["no output"])[-1]
        return "INVALID_CODE", normalize(where + msg)
    if own:
        return "DIAG", normalize(own[0].group("msg"))
    return "NO_DIAG", normalize((out.strip().splitlines() or ["no output"])[-1])


def not_built_features(text):
    """Features docs/architecture.md lists as not built yet ("each is a compile-time error naming it,
    never ignored") that a variant uses; a variant Acorn builds while using one is IGNORED."""
    found = []
    dirs = [Directive.parse(l) for l in text.split("\n")]
    for m in re.finditer(r'_Pragma\s*\(\s*"acc\s+((?:[^"\\]|\\.)*)"', text):
        dirs.append(Directive.parse("#pragma acc " + m.group(1).replace('\\"', '"')))
    for d in dirs:
        if d is None:
            continue
        # device_type groups: on compute, loop, routine and device directives, and (3.3) on data
        # and update.
        takes_device_type = d.name.split()[0] in ("parallel", "kernels", "serial", "loop", "init", "shutdown", "set",
                                                  "routine", "data", "update")
        for c in d.clauses:
            if c.name in ("device_type", "dtype") and not takes_device_type:
                found.append("the '%s' clause on '%s'" % (c.name, d.name))
    return sorted(set(found))


def check_one(job):
    """Worker: writes, checks with Clang, compiles with Acorn, classifies. Returns a result dict."""
    (index, seed_name, lang, text, log, opts) = job
    ext = ".c" if lang == "c" else ".cpp"
    base = "v%05d_%s" % (index, os.path.splitext(seed_name)[0])
    wdir = tempfile.mkdtemp(prefix=base + "-", dir=opts["work"])
    try:
        src = os.path.join(wdir, base + ext)
        with open(src, "w") as f:
            f.write(text)
        t0 = time.time()
        env = dict(os.environ, TMPDIR=wdir, LC_ALL="C")
        ccmd = [opts["clang"], "-fopenacc", "-fsyntax-only", "-x", lang, "-I", opts["include"], base + ext]
        rc, cout, to = run_limited(ccmd, wdir, env, opts["timeout"])
        if to or rc != 0:
            first = ERROR_RE.search(cout)
            if to or (rc is not None and rc < 0) or any(m in cout for m in CRASH_MARKERS):
                why = "clang itself hung or crashed (not an Acorn failure): " + (
                    "timeout" if to else crash_signature(cout, rc))
            else:
                why = normalize(first.group("msg")) if first else "no error line"
            return dict(index=index, seed=seed_name, cls="REJECTED", sig=why, secs=time.time() - t0, log=log)
        driver = os.path.join(opts["acorn_bin"], "acorncc" if lang == "c" else "acorn++")
        acmd = [driver, "-c", "-acc=" + opts["acc"], "--acorn-keep", base + ext, "-o", base + ".o"]
        rc, out, to = run_limited(acmd, wdir, env, opts["timeout"])
        cls, sig = classify(rc, out, to, base + ext)
        if cls == "OK" and not_built_features(text):
            cls, sig = "IGNORED", "built although it uses " + ", ".join(not_built_features(text))
        res = dict(index=index, seed=seed_name, cls=cls, sig=sig, secs=time.time() - t0, log=log)
        if cls not in ("OK", "DIAG"):
            res.update(text=text, output=out, log=log, cmd=" ".join(acmd), file=base + ext, rc=rc)
        elif opts["keep_diags"] and cls == "DIAG":
            res.update(output=out)
        return res
    finally:
        shutil.rmtree(wdir, ignore_errors=True)


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------

FAILED = ("CRASH", "HANG", "INVALID_CODE", "NO_DIAG", "IGNORED")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=200, help="number of variants (default 200)")
    ap.add_argument("--seed", default="1", help="campaign seed (default 1)")
    ap.add_argument("--start", type=int, default=0, help="first variant index (default 0)")
    ap.add_argument("--jobs", type=int, default=2, help="parallel workers (default 2)")
    ap.add_argument("--acorn-bin", default=os.environ.get("ACORN_BIN", os.path.join(HERE, "..", "..", "build", "bin")),
                    help="folder with acorncc and acorn++ (default: build/bin or $ACORN_BIN)")
    ap.add_argument("--clang", default=shutil.which("clang-22") or "/usr/bin/clang-22", help="clang-22 to check variants")
    ap.add_argument("--out", default="fuzz-out", help="folder for failing variants (default fuzz-out)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per compile before HANG (default 60)")
    ap.add_argument("--acc", default="host", choices=["host", "multicore", "gpu"],
                    help="-acc= target Acorn compiles for (default host: lowers and compiles, no CUDA)")
    ap.add_argument("--seeds", default=os.path.join(HERE, "seeds"), help="folder of seed programs")
    ap.add_argument("--emit", type=int, metavar="I", help="print variant I (and its mutations) and exit")
    ap.add_argument("--only-seed", help="mutate only this seed file (name)")
    ap.add_argument("--keep-diags", action="store_true", help="also record the messages of DIAG variants")
    ap.add_argument("--quiet", action="store_true", help="no progress lines (new failures are still printed)")
    args = ap.parse_args(argv)

    seeds = load_seeds(args.seeds)
    if args.only_seed:
        seeds = [s for s in seeds if s.name == args.only_seed]
    if not seeds:
        ap.error("no seeds")
    if args.emit is not None:
        seed, text, log = make_variant(seeds, args.seed, args.emit)
        sys.stdout.write("// variant %d of seed %s (%s): %s\n%s\n" % (args.emit, args.seed, seed.name,
                                                                       "; ".join(log), text))
        return 0

    acorn_bin = os.path.abspath(args.acorn_bin)
    for tool in ("acorncc", "acorn++"):
        if not os.access(os.path.join(acorn_bin, tool), os.X_OK):
            ap.error("no %s in %s (use --acorn-bin)" % (tool, acorn_bin))
    include = os.path.join(os.path.dirname(acorn_bin), "include")
    os.makedirs(args.out, exist_ok=True)
    out = os.path.abspath(args.out)
    for name in os.listdir(out):  # failures of an earlier run in the same folder
        d = os.path.join(out, name)
        if name.split("-")[0] in FAILED and os.path.exists(os.path.join(d, "info.json")):
            shutil.rmtree(d, ignore_errors=True)
    work = tempfile.mkdtemp(prefix="acorn-fuzz-")
    opts = dict(clang=args.clang, acorn_bin=acorn_bin, include=include, timeout=args.timeout, acc=args.acc,
                work=work, keep_diags=args.keep_diags)

    def jobs():
        for i in range(args.start, args.start + args.count):
            seed, text, log = make_variant(seeds, args.seed, i)
            yield (i, seed.name, seed.lang, text, log, opts)

    counts = collections.Counter()
    sigs = collections.OrderedDict()  # (cls, lang, sig) -> dict(count, first)
    diag_sigs = collections.Counter()
    rejected_sigs = collections.Counter()
    t0 = time.time()
    done = 0
    log_file = open(os.path.join(out, "results.jsonl"), "w")
    try:
        with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            pending = set()
            it = jobs()
            exhausted = False
            while pending or not exhausted:
                while not exhausted and len(pending) < 4 * max(1, args.jobs):
                    try:
                        pending.add(pool.submit(check_one, next(it)))
                    except StopIteration:
                        exhausted = True
                if not pending:
                    break
                finished, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
                for fut in finished:
                    r = fut.result()
                    done += 1
                    counts[r["cls"]] += 1
                    log_file.write(json.dumps({k: r.get(k) for k in ("index", "seed", "cls", "sig", "secs", "log")}) + "\n")
                    if r["cls"] == "DIAG":
                        diag_sigs[r["sig"]] += 1
                    if r["cls"] == "REJECTED":
                        rejected_sigs[r["sig"]] += 1
                    if r["cls"] in FAILED:
                        lang = "c" if r["seed"].endswith(".c") else "c++"
                        key = (r["cls"], lang, r["sig"])
                        if key not in sigs:
                            h = hashlib.sha1(repr(key).encode()).hexdigest()[:8]
                            d = os.path.join(out, "%s-%s" % (r["cls"], h))
                            os.makedirs(d, exist_ok=True)
                            with open(os.path.join(d, r["file"]), "w") as f:
                                f.write(r["text"])
                            with open(os.path.join(d, "output.txt"), "w") as f:
                                f.write("$ cd <work> && %s\n(exit status %s)\n%s" % (r["cmd"], r["rc"], r["output"]))
                            with open(os.path.join(d, "info.json"), "w") as f:
                                json.dump(dict(cls=r["cls"], signature=r["sig"], seed=r["seed"], index=r["index"],
                                               campaign_seed=args.seed, mutations=r["log"],
                                               reproduce="fuzz.py --seed %s --emit %d" % (args.seed, r["index"])),
                                          f, indent=2)
                            sigs[key] = dict(count=0, first=r["index"], dir=d)
                            print("new %s [%s] %s  (variant %d, %s)" % (r["cls"], lang, r["sig"], r["index"], d),
                                  flush=True)
                        sigs[key]["count"] += 1
                    if not args.quiet and done % 100 == 0:
                        el = time.time() - t0
                        print("... %d/%d variants, %.0f s, %s" % (done, args.count, el, dict(counts)), flush=True)
    finally:
        log_file.close()
        shutil.rmtree(work, ignore_errors=True)

    elapsed = time.time() - t0
    passed = counts["OK"] + counts["DIAG"]
    failed = sum(counts[c] for c in FAILED)
    lines = []
    lines.append("Acorn directive fuzz: seed %s, variants %d..%d, %d jobs, -acc=%s, %s" % (
        args.seed, args.start, args.start + args.count - 1, args.jobs, args.acc, acorn_bin))
    lines.append("time: %.1f s (%.2f s per variant)" % (elapsed, elapsed / max(1, done)))
    lines.append("variants: %d; rejected by clang (skipped): %d; compiled by Acorn: %d" % (
        done, counts["REJECTED"], done - counts["REJECTED"]))
    for c in ("OK", "DIAG") + FAILED:
        lines.append("  %-13s %d" % (c, counts[c]))
    if diag_sigs:
        lines.append("most frequent Acorn/Clang diagnostics (DIAG):")
        for s, n in diag_sigs.most_common(12):
            lines.append("  %5d  %s" % (n, s))
    if rejected_sigs:
        lines.append("most frequent reasons Clang rejected a variant:")
        for s, n in rejected_sigs.most_common(8):
            lines.append("  %5d  %s" % (n, s))
    if sigs:
        lines.append("distinct failure signatures: %d" % len(sigs))
        for (cls, lang, sig), v in sigs.items():
            lines.append("  %-12s %-3s x%-4d %s  [%s]" % (cls, lang, v["count"], sig, os.path.relpath(v["dir"])))
    lines.append("%d passed, %d failed" % (passed, failed))
    text = "\n".join(lines) + "\n"
    with open(os.path.join(out, "summary.txt"), "w") as f:
        f.write(text)
    sys.stdout.write(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
