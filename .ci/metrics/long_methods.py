#!/usr/bin/env python3
# Usage: python3 .ci/metrics/long_methods.py LIMIT DIR...
"""Methods (and constructors) of Java sources longer than a limit: lines from the signature's first line to the
closing brace, inclusive. Braces are counted after removing comments, string, text-block and char literals."""
import re, sys, pathlib
LIMIT = int(sys.argv[1]); roots = sys.argv[2:]
CONTROL = ('if', 'for', 'while', 'switch', 'try', 'catch', 'synchronized', 'return', 'new', 'else', 'do', 'throw')
def strip(text):
    out = []; i = 0; n = len(text)
    while i < n:
        if text.startswith('"""', i):
            j = text.index('"""', i + 3); out.append('""' + '\n' * text.count('\n', i, j + 3)); i = j + 3
        elif text.startswith('//', i):
            j = text.find('\n', i); i = n if j < 0 else j
        elif text.startswith('/*', i):
            j = text.index('*/', i + 2); out.append('\n' * text.count('\n', i, j + 2)); i = j + 2
        elif text[i] in '"\'':
            q = text[i]; j = i + 1
            while text[j] != q:
                j += 2 if text[j] == '\\' else 1
            out.append(q + q); i = j + 1
        else:
            out.append(text[i]); i += 1
    return ''.join(out)
found = []
for root in roots:
    for path in sorted(pathlib.Path(root).rglob('*.java')):
        lines = strip(path.read_text()).split('\n')
        depth = 0; types = []  # depths at which a type body opened
        pending = None; method = None
        for no, line in enumerate(lines, 1):
            s = line.strip()
            in_type_body = types and depth == types[-1]
            if method is None and in_type_body and pending is None and '(' in s and not s.startswith('@') \
                    and not re.match(r'(%s)\b' % '|'.join(CONTROL), s) and '=' not in s.split('(')[0] \
                    and not re.search(r'\b(class|interface|record|enum)\b', s.split('(')[0]):
                pending = no
            for ch in line:
                if ch == '{':
                    depth += 1
                    if pending is not None and method is None:
                        method = (pending, depth); pending = None
                    elif method is None and re.search(r'\b(class|interface|record|enum)\b', s) or \
                            (method is None and s.endswith('{') and types and depth - 1 == types[-1] and pending is None and not '(' in s):
                        types.append(depth)
                elif ch == '}':
                    if method is not None and depth == method[1]:
                        length = no - method[0] + 1
                        name = re.search(r'(\w+)\s*\(', lines[method[0]-1])
                        found.append((length, f'{path}:{method[0]} {name.group(1) if name else "?"}'))
                        method = None
                    if types and depth == types[-1]:
                        types.pop()
                    depth -= 1
            if pending is not None and s.endswith(';'):
                pending = None  # an abstract or interface method, or a field
if __name__ == '__main__':
    over = sorted([f for f in found if f[0] > LIMIT], reverse=True)
    for length, where in over:
        print(length, where)
    print(len(over), 'methods over', LIMIT, 'lines')
