#!/usr/bin/env python3
# Usage: python3 .ci/metrics/code_lines.py [-v] File.java...
"""Counts code lines of Java sources: blanks, comments, imports, the package line and lone braces aside."""
import sys
LONE = {'{', '}', '};', '});', ')', ');'}
def code_lines(path):
    lines = []; in_comment = False
    for line in open(path, encoding='utf-8'):
        s = line.strip()
        if in_comment:
            in_comment = '*/' not in s
            continue
        if s.startswith('/*'):
            in_comment = '*/' not in s
            continue
        if not s or s.startswith('//') or s.startswith(('import ', 'package ')) or s in LONE:
            continue
        lines.append(s)
    return lines
if __name__ == '__main__':
    show = sys.argv[1] == '-v'
    for p in sys.argv[2 if show else 1:]:
        lines = code_lines(p)
        if show: print('\n'.join(lines))
        print(len(lines), p)
