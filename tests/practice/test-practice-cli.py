#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""flip-tutor-cli practice, checked by an independent computation.

Every generated exercise of every skill with a one-line answer is parsed
back from its question and answered again here, from the issue's notation
and the rule books, without the engine: bit operations, binary arithmetic,
the equation grammar's precedence (scrabble R15), two's complement and a
FLIP BITS solver over every order of the hand.  Then reproducibility, the
widths of the levels, the skill list and bad input.

Usage: test-practice-cli.py CLI   (TAP output)
"""

import itertools
import re
import subprocess
import sys

CLI = sys.argv[1]
results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"{'ok' if ok else 'not ok'} {len(results)} - {name}")
    if not ok and detail:
        for line in str(detail).splitlines():
            print(f"# {line}")


def run(*args):
    proc = subprocess.run([CLI, "practice", *args], capture_output=True, text=True)
    return proc.returncode, proc.stdout, proc.stderr


def lines(skill, count, level, seed):
    code, out, err = run(skill, "--count", str(count), "--level", str(level), "--seed", str(seed))
    assert code == 0, err
    return [tuple(line.split("\t")) for line in out.splitlines()]


def b(text):
    return int(text, 2)


def fmt(value, width):
    return format(value, f"0{width}b")


# ---- independent answers ----

def rot(value, width, left):
    mask = (1 << width) - 1
    if left:
        return ((value << 1) | (value >> (width - 1))) & mask
    return ((value >> 1) | (value << (width - 1))) & mask


PRECEDENCE = [("×", "÷"), ("+", "-"), ("AND",), ("XOR",), ("OR",)]


def apply(op, x, y):
    if op == "+":
        return x + y
    if op == "-":
        return x - y if x >= y else None
    if op == "×":
        return x * y
    if op == "÷":
        return x // y if y and x % y == 0 else None
    return {"AND": x & y, "OR": x | y, "XOR": x ^ y}[op]


def evaluate(text, left_to_right=False):
    """The value of an expression, NOT first, then the levels of R15 (or
    strictly left to right); None when a step fails (R14)."""
    words = text.split()
    values, ops = [], []
    i = 0
    while i < len(words):
        if words[i] == "NOT":
            digits = words[i + 1]
            values.append(~b(digits) & ((1 << len(digits)) - 1))
            i += 2
        else:
            values.append(b(words[i]))
            i += 1
        if i < len(words):
            ops.append(words[i])
            i += 1
    levels = [tuple(o for level in PRECEDENCE for o in level)] if left_to_right else PRECEDENCE
    for level in levels:
        j = 0
        while j < len(ops):
            if ops[j] in level:
                r = apply(ops[j], values[j], values[j + 1])
                if r is None:
                    return None
                values[j:j + 2] = [r]
                del ops[j]
            else:
                j += 1
    return values[0]


def card_results(card, memory, hexv):
    op, _, mask = card.partition(":")
    if op == "OR":
        return [memory | hexv]
    if op == "AND":
        return [memory & hexv]
    if op == "XOR":
        return [memory ^ hexv]
    if op == "COPY":
        return [hexv]
    if op == "NOT":
        return [~memory & 15]
    if op == "ROTL":
        return [rot(memory, 4, True)]
    if op == "ROTR":
        return [rot(memory, 4, False)]
    if op == "FLIP" or (op == "MXOR" and not mask):
        return [memory ^ (1 << k) for k in range(4)]
    if op == "MOR":
        return [memory | b(mask)] if mask else [memory | (1 << k) for k in range(4)]
    if op == "MAND":
        return [memory & b(mask)] if mask else [memory & ~(1 << k) & 15 for k in range(4)]
    if op == "MXOR":
        return [memory ^ b(mask)]
    raise ValueError(card)


def fewest_cards(memory, goal, hexv, hand):
    for n in range(1, len(hand) + 1):
        for order in itertools.permutations(hand, n):
            states = {memory}
            for card in order:
                states = {r for s in states for r in card_results(card, s, hexv)}
            if goal in states:
                return n
    return 0


def expected(skill, q):
    """(answer, width the operands were written in) for question q."""
    if skill == "place-values":
        w = q.split()
        k = int(w[1])
        if len(w) == 4:
            # PLACE k OF bits: bit k of that number, which is a 1
            assert w[2] == "OF" and w[3][len(w[3]) - 1 - k] == "1", q
            return str(1 << k), len(w[3])
        return str(1 << k), k + 1
    if skill == "bin2dec":
        return str(b(q)), len(q)
    if skill == "dec2bin":
        return format(int(q), "b"), int(q).bit_length()
    if skill == "hex2bin":
        return "".join(format(int(d, 16), "04b") for d in q), 4 * len(q)
    m = re.fullmatch(r"([01]+) (AND|OR|XOR) ([01]+)", q)
    if m and skill in ("or", "and", "xor", "laws"):
        x, op, y = b(m.group(1)), m.group(2), b(m.group(3))
        w = len(m.group(1))
        check_same = len(m.group(3)) == w
        assert check_same, q
        return fmt(apply(op, x, y), w), w
    m = re.fullmatch(r"NOT \(([01]+) (AND|OR) ([01]+)\)", q)
    if m:
        w = len(m.group(1))
        return fmt(~apply(m.group(2), b(m.group(1)), b(m.group(3))) & ((1 << w) - 1), w), w
    m = re.fullmatch(r"(NOT|ROTL|ROTR|SHL|SHR|NEG) ([01]+)", q)
    if m:
        op, digits = m.groups()
        x, w = b(digits), len(digits)
        mask = (1 << w) - 1
        r = {"NOT": ~x & mask, "ROTL": rot(x, w, True), "ROTR": rot(x, w, False),
             "SHL": (x << 1) & mask, "SHR": x >> 1, "NEG": (-x) & mask}[op]
        return fmt(r, w), w
    m = re.fullmatch(r"(SET|CLEAR|FLIP) BIT (\d+) OF ([01]+)", q)
    if m:
        op, k, digits = m.group(1), int(m.group(2)), m.group(3)
        x, w = b(digits), len(digits)
        r = {"SET": x | (1 << k), "CLEAR": x & ~(1 << k), "FLIP": x ^ (1 << k)}[op]
        return fmt(r, w), w
    if skill in ("add", "sub", "mul", "div", "precedence", "evaluate"):
        v = evaluate(q)
        assert v is not None, q
        return format(v, "b"), max(len(w) for w in q.split() if re.fullmatch("[01]+", w))
    if skill == "valid":
        left, right = q.split(" = ")
        v = evaluate(left)
        return ("yes" if v is not None and v == b(right) else "no"), None
    if skill == "flipbits":
        m = re.fullmatch(r"MEMORY ([01]{4}) GOAL ([01]{4}) HEX ([0-9A-F]) HAND (.+)", q)
        return str(fewest_cards(b(m.group(1)), b(m.group(2)), int(m.group(3), 16),
                                m.group(4).split())), 4
    raise ValueError(q)


SKILLS = ["place-values", "bin2dec", "dec2bin", "hex2bin", "or", "and", "xor", "not", "rotl",
          "rotr", "shifts", "masks", "laws", "add", "sub", "mul", "div", "negative",
          "precedence", "evaluate", "valid", "flipbits"]
WIDTH = {1: 4, 2: 6, 3: 8}
# Level 1 writes 4 bits, and 5 one time in three: 4 bits alone hold too
# few different questions for a session (issue 21).
WIDTHS = {1: (4, 5), 2: (6,), 3: (8,)}
FIXED_WIDTH = {"or", "and", "xor", "not", "rotl", "rotr", "shifts", "masks", "laws", "negative"}


def main():
    code, out, _ = run("--list")
    listed = [line.split("\t")[0] for line in out.splitlines()]
    check("--list names every skill", code == 0 and set(SKILLS + ["dice"]) <= set(listed), out)
    check("--list names a lesson for every skill",
          all(len(line.split("\t")) == 3 and line.split("\t")[2] for line in out.splitlines()), out)

    for skill in SKILLS:
        for level in (1, 2, 3):
            exercises = lines(skill, 40, level, 1000 + level)
            bad = []
            for q, a in exercises:
                want, width = expected(skill, q)
                if a != want:
                    bad.append(f"{q} -> {a}, expected {want}")
                allowed = WIDTHS[level] if skill != "laws" and skill not in ("or", "and", "xor", "masks") \
                    else (WIDTH[level],)
                if skill in FIXED_WIDTH and width not in allowed:
                    bad.append(f"{q}: width {width}, level {level} writes {WIDTH[level]} bits")
                if skill in ("bin2dec", "dec2bin") and (width > WIDTHS[level][-1] or
                                                        (level > 1 and width != WIDTH[level])):
                    bad.append(f"{q}: {width} bits at level {level}")
            if skill in ("bin2dec", "dec2bin") and level == 1:
                small = {b(q) if skill == "bin2dec" else int(q) for q, _ in lines(skill, 200, 1, 7)}
                if not set(range(16)) <= small:
                    bad.append(f"level 1 leaves out {sorted(set(range(16)) - small)}")
            check(f"{skill} level {level}: 40 answers agree with an independent computation",
                  not bad, "\n".join(bad[:10]))

    # The game skills (issue 12): every lesson names one, Hi Lo's and
    # Flipchain's included.
    lessons = {line.split("\t")[0]: line.split("\t")[2] for line in out.splitlines()}
    check("--list names Hi Lo and Flipchain with their lessons",
          lessons.get("hilo") == "hilo-chance" and lessons.get("flipchain") == "flipchain-paths", out)
    bad = []
    for level in (1, 2, 3):
        for q, a in lines("hilo", 40, level, 77 + level):
            m = re.fullmatch(r"TOP (\d+) HAND ([\d ]+) SEEN ([\d -]+) HI OR LO", q)
            if not m:
                bad.append(f"{q}: not TOP N HAND … SEEN …")
                continue
            top = int(m.group(1))
            known = {top} | {int(c) for c in (m.group(2) + " " + m.group(3)).split() if c != "-"}
            higher = sum(1 for c in range(top + 1, 101) if c not in known)
            lower = sum(1 for c in range(1, top) if c not in known)
            if higher == lower or a != ("hi" if higher > lower else "lo"):
                bad.append(f"{q} -> {a}: {higher} unseen higher, {lower} lower")
    check("hilo: 120 calls agree with a count of the unseen cards", not bad, "\n".join(bad[:10]))
    fc = lines("flipchain", 20, 2, 5)
    check("flipchain: questions name the discs and the cell, answers are counts",
          all(re.fullmatch(r"RED( [a-e][1-5])+ BLUE( [a-e][1-5])+ RED PLAYS [a-e][1-5]", q) and a.isdigit()
              and int(a) > 0 for q, a in fc), fc)

    # The examples of the issue, in its notation.
    for skill, pattern in [("xor", r"[01]{4} XOR [01]{4}"), ("not", r"NOT [01]{4,5}"),
                           ("rotl", r"ROTL [01]{4,5}"), ("add", r"[01]+ \+ [01]+"),
                           ("sub", r"[01]+ - [01]+"), ("bin2dec", r"[01]{1,5}"),
                           ("dec2bin", r"\d+"), ("hex2bin", r"1?[0-9A-F]"),
                           ("place-values", r"PLACE \d OF [01]{4,5}")]:
        qs = [q for q, _ in lines(skill, 10, 1, 5)]
        check(f"{skill}: questions in the issue's notation", all(re.fullmatch(pattern, q) for q in qs), qs)

    sub = lines("sub", 200, 3, 9)
    check("sub never goes below zero", all(evaluate(q) is not None and evaluate(q) >= 0 for q, _ in sub))
    div = lines("div", 200, 3, 9)
    check("div is always exact", all(b(q.split(" ÷ ")[0]) % b(q.split(" ÷ ")[1]) == 0 for q, _ in div))

    first = run("add", "--count", "20", "--level", "2", "--seed", "42")
    again = run("add", "--count", "20", "--level", "2", "--seed", "42")
    other = run("add", "--count", "20", "--level", "2", "--seed", "43")
    check("the same seed gives the same worksheet", first == again and first[0] == 0)
    check("another seed gives another worksheet", first[1] != other[1])
    prefix = run("add", "--count", "5", "--level", "2", "--seed", "42")[1]
    check("a shorter worksheet is the start of the longer one", first[1].startswith(prefix))
    varied = {q for q, _ in lines("xor", 30, 2, 77)}
    check("exercises vary", len(varied) > 20, len(varied))

    dice = lines("dice", 5, 1, 3)
    check("dice: five positions with a move", len(dice) == 5 and
          all(re.fullmatch(r"(flip|trash) \d\*?", a) for _, a in dice), dice)

    code, out, _ = run("mix", "--make-code", "--level", "2", "--seed", "12345")
    set_code = out.strip()
    check("--make-code prints a code XXXX-XXXX", code == 0 and re.fullmatch(r"[0-9A-Z]{4}-[0-9A-Z]{4}", set_code), out)
    one = run("--set", set_code)
    two = run("--set", set_code.lower().replace("-", ""))
    check("a set code gives ten exercises, the same however it is typed",
          one[0] == 0 and one[1] == two[1] and len(one[1].splitlines()) == 10, one)
    misheard = set_code[:-1] + ("0" if set_code[-1] != "0" else "1")
    code, _, err = run("--set", misheard)
    check("a misheard set code is refused with a message", code == 1 and "set code" in err, err)

    for args, what in [(["nosuch"], "unknown skill"), (["add", "--level", "4"], "--level"),
                       (["add", "--count", "x"], "--count"), (["add", "--bogus"], "unknown option"),
                       (["add", "--seed"], "--seed")]:
        code, out, err = run(*args)
        check(f"bad input ({' '.join(args)}) is a usage error", code == 2 and what in err and not out, err)

    # --diagnose names the mistake in a wrong answer made here (OR for XOR)
    # and calls the right answer correct.
    bad = []
    for seed in range(10):
        q, _ = lines("xor", 1, 2, seed)[0]
        x, _, y = q.split()
        wrong = format(int(x, 2) | int(y, 2), f"0{len(x)}b")
        code, out, _ = run("xor", "--count", "1", "--level", "2", "--seed", str(seed), "--diagnose", wrong)
        verdict = out.splitlines()[1].split("\t")[0] if code == 0 and len(out.splitlines()) == 2 else out
        if verdict != "or-xor-confused":
            bad.append(f"{q}: {wrong} -> {verdict}")
        code, out, _ = run("xor", "--count", "1", "--level", "2", "--seed", str(seed), "--diagnose",
                           format(int(x, 2) ^ int(y, 2), "b"))
        if code != 0 or not out.splitlines()[1].startswith("correct"):
            bad.append(f"{q}: the right answer -> {out}")
    check("--diagnose names OR for XOR, and a right answer correct", not bad, "\n".join(bad))

    # --words: the same items, the question as a sentence, the same answers.
    bad = []
    for skill in ["place-values", "hex2bin", "rotl", "negative", "flipbits", "dice", "hilo",
                  "flipchain-loops", "dice-rules"]:
        for level in (1, 3):
            code, plain, _ = run(skill, "--count", "5", "--level", str(level), "--seed", "9")
            code2, words, _ = run(skill, "--count", "5", "--level", str(level), "--seed", "9", "--words")
            plain_rows = [row.split("\t") for row in plain.splitlines()]
            word_rows = [row.split("\t") for row in words.splitlines()]
            if code or code2 or len(plain_rows) != 5 or len(word_rows) != 5:
                bad.append(f"{skill} {level}: {plain!r} / {words!r}")
                continue
            for (q, a), row in zip(plain_rows, word_rows):
                if len(row) != 2 or row[1] != a or row[0] == q or not row[0].endswith(("?", ".")):
                    bad.append(f"{skill} {level}: {q} -> {row}")
                for mark in ("A:", "turn=", "MEMORY 0", "MEMORY 1", "RED PLAYS", "NEG ", "SHR ",
                             "PLACE ", "MXOR:", "HI OR LO", "LOOP IN"):
                    if mark in row[0]:
                        bad.append(f"{skill} {level}: {row[0]} holds {mark}")
    check("--words prints SENTENCE<TAB>ANSWER, the same answers, no notation", not bad, "\n".join(bad))

    code, out, _ = run("add", "--count", "1", "--seed", "1", "--steps")
    check("--steps prints the worked solution", code == 0 and len(out.splitlines()) > 3 and "carry" in out, out)

    print(f"1..{len(results)}")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
