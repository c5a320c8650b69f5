#!/usr/bin/env python3
# The characters the CJK subset font (render/fonts/NotoSansCJK-Bold-subset.otf) carries: the
# pieces' glyphs, every CJK character of the catalogues, the translated rules books and the
# glyph test's names, and the characters names are commonly written in: GB2312 level 1,
# Big5 levels 1 and 2, JIS X 0208 levels 1 and 2, KS X 1001's Hangul, and all kana.
# Run from the repository's root; render/fonts/README.md gives the subsetting command.
import glob, sys
chars = set(open('render/fonts/subset-characters.txt').read().strip())
for p in glob.glob('locales/*/*.ftl') + glob.glob('docs/rules/*/*.md') + ['bot/tests/data/names.txt']:
    chars |= set(open(p, encoding='utf-8').read())
def table(codec, hi, lo):
    out = set()
    for a in range(hi[0], hi[1] + 1):
        for b in range(lo[0], lo[1] + 1):
            try:
                out |= set(bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out
chars |= table('gb2312', (0xB0, 0xD7), (0xA1, 0xFE))
chars |= table('big5', (0xA4, 0xF9), (0x40, 0xFE))
chars |= table('euc_jp', (0xB0, 0xF4), (0xA1, 0xFE))
chars |= table('euc_kr', (0xB0, 0xC8), (0xA1, 0xFE))
chars |= {chr(c) for c in range(0x3040, 0x3100)}  # hiragana, katakana
chars |= {chr(c) for c in range(0x3000, 0x3040)}  # CJK punctuation
chars |= {chr(c) for c in range(0xFF01, 0xFF5F)}  # full-width forms
cjk = sorted(c for c in chars if ord(c) >= 0x2E80)
sys.stdout.write(''.join(cjk))
