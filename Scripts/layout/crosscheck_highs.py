#!/usr/bin/env python3
"""Solves layout problems priority by priority with HiGHS, the independent check of the Swift
layout solver (Tools/Sources/LayoutSolver). Reads a JSON list of problems on stdin (the Swift
`LayoutProblem` encoding) and prints, per problem, "infeasible" or the least error per optional
priority level, highest first, as JSON on stdout. Needs `highspy` (PyPI).
Resuelve problemas de layout nivel por nivel con HiGHS, la verificación independiente del
solucionador en Swift. Lee una lista JSON de problemas y escribe, por problema, "infeasible" o el
menor error por nivel de prioridad opcional, del más alto al más bajo.
"""
import json
import os
import sys

import highspy

REQUIRED = 1000
SLACK = 1e-7


def bounds(relation, rhs):
    inf = highspy.kHighsInf
    return {"<=": (-inf, rhs), ">=": (rhs, inf), "==": (rhs, rhs)}[relation]


def solve(problem):
    """Lexicographic: required rows hold; each level's error sum is minimised, then fixed."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    inf = highspy.kHighsInf
    names = problem["variableNames"]
    for _ in names:
        h.addVar(-inf, inf)
    count = len(names)
    levels = {}
    for c in problem["constraints"]:
        terms = {}
        for side, sign in (("lhs", 1.0), ("rhs", -1.0)):
            expr = c[side]
            # Swift encodes [Int: Double] as an object with string keys.
            for k, v in expr["terms"].items():
                terms[int(k)] = terms.get(int(k), 0.0) + sign * v
        constant = c["lhs"]["constant"] - c["rhs"]["constant"]
        if c["priority"] < REQUIRED:
            errors = [count]
            h.addVar(0, inf)
            count += 1
            terms[errors[0]] = {"<=": -1.0, ">=": 1.0, "==": -1.0}[c["relation"]]
            if c["relation"] == "==":
                h.addVar(0, inf)
                terms[count] = 1.0
                errors.append(count)
                count += 1
            levels.setdefault(c["priority"], []).extend(errors)
        lo, hi = bounds(c["relation"], -constant)
        idx = sorted(terms)
        h.addRow(lo, hi, len(idx), idx, [terms[i] for i in idx])
    if not levels:
        h.run()
        return "infeasible" if h.getModelStatus() == highspy.HighsModelStatus.kInfeasible else []
    result = []
    for priority in sorted(levels, reverse=True):
        for col in range(count):
            h.changeColCost(col, 0.0)
        for col in levels[priority]:
            h.changeColCost(col, 1.0)
        h.run()
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return "infeasible"
        value = h.getInfo().objective_function_value
        result.append({"priority": priority, "error": max(0.0, value)})
        cols = levels[priority]
        h.addRow(-inf, value + SLACK, len(cols), cols, [1.0] * len(cols))
    return result


def main():
    problems = json.load(sys.stdin)
    # HiGHS prints a banner on the process's stdout: keep stdout for the answer alone.
    # HiGHS escribe un encabezado en stdout: stdout queda solo para la respuesta.
    answer = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    json.dump([solve(p) for p in problems], answer)
    answer.close()


if __name__ == "__main__":
    main()
