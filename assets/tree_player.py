#!/usr/bin/env python3
"""A correct search of a textbook tree, speaking `minimax grade tree --player`'s protocol.

It reads two lines: `ALGORITHM DEPTH CUT` (minimax, alphabeta or expectimax; the depth limit in
plies, 0 for none; equal: prune once v >= beta, strict: only once v > beta), then the tree in the
parenthesised notation with every label, e.g.
    A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6))
Kinds are written where levels do not alternate (max(...), min(...), chance(...)), chance moves
carry their probability after @, inner nodes may carry an evaluation after =.
It answers two lines: the label of the root's move, then the labels of the nodes it visited, in
the order it entered them, the root first.
"""
import sys


def parse(text):
    pos = 0

    def skip():
        nonlocal pos
        while pos < len(text) and text[pos] in " ,\t\n":
            pos += 1

    def word():
        nonlocal pos
        start = pos
        while pos < len(text) and (text[pos].isalnum() or text[pos] in "_.-+"):
            pos += 1
        return text[start:pos]

    def node(above):
        nonlocal pos
        skip()
        label = word()
        assert text[pos] == ":", "every node is labelled"
        pos += 1
        kind = None
        if text[pos].isalpha():
            kind = word()
        if pos < len(text) and text[pos] in "([":
            close = ")" if text[pos] == "(" else "]"
            pos += 1
            if kind is None:
                kind = {"max": "min", "min": "max", None: "max"}.get(above, "max")
            children, probabilities = [], []
            while True:
                skip()
                if text[pos] == close:
                    pos += 1
                    break
                children.append(node(kind))
                if pos < len(text) and text[pos] == "@":
                    pos += 1
                    probabilities.append(float(word()))
            value = None
            if pos < len(text) and text[pos] == "=":
                pos += 1
                value = float(word())
            if kind == "chance" and not probabilities:
                probabilities = [1.0 / len(children)] * len(children)
            return {"label": label, "kind": kind, "children": children,
                    "p": probabilities, "value": value}
        return {"label": label, "kind": "leaf", "children": [], "value": float(word())}

    return node(None)


def search(tree, depth, prune, strict):
    visited = []

    def value(n, d, alpha, beta):
        visited.append(n["label"])
        if not n["children"]:
            return n["value"]
        if depth and d == depth:
            return n["value"] or 0.0
        if n["kind"] == "chance":
            return sum(p * value(c, d + 1, float("-inf"), float("inf"))
                       for c, p in zip(n["children"], n["p"]))
        best = float("-inf") if n["kind"] == "max" else float("inf")
        for c in n["children"]:
            v = value(c, d + 1, alpha, beta)
            if n["kind"] == "max":
                best = max(best, v)
                if prune and (best > beta if strict else best >= beta):
                    return best
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                if prune and (best < alpha if strict else best <= alpha):
                    return best
                beta = min(beta, best)
        return best

    visited.append(tree["label"])
    best, move = None, None
    alpha, beta = float("-inf"), float("inf")
    for c in tree["children"]:
        v = value(c, 1, alpha, beta)
        better = best is None or (v > best if tree["kind"] == "max" else v < best)
        if better:
            best, move = v, c["label"]
        if prune and tree["kind"] == "max":
            alpha = max(alpha, best)
        elif prune:
            beta = min(beta, best)
    return move, visited


def main():
    algorithm, depth, cut = sys.stdin.readline().split()
    tree = parse(sys.stdin.readline().strip())
    move, visited = search(tree, int(depth), algorithm == "alphabeta", cut == "strict")
    print(move)
    print(" ".join(visited))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
