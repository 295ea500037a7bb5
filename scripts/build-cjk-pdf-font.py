#!/usr/bin/python3
"""Builds static/fonts/NotoSansCJK-names.ttf, the font PDF exports embed for Chinese, Japanese and Korean names.

Source: Noto Sans CJK SC (SIL OFL 1.1) from Debian's fonts-noto-cjk; tools: Debian's python3-fonttools.
    apt-get install fonts-noto-cjk python3-fonttools && /usr/bin/python3 scripts/build-cjk-pdf-font.py

The subset holds the characters of everyday names: GB 2312 (simplified Chinese), Big5's common level (traditional),
JIS X 0208 (Japanese kanji and kana), KS X 1001 (Korean syllables), CJK punctuation, full-width forms, and Latin-1 so
a mixed name draws from one font. jsPDF reads TrueType outlines only, so the CFF outlines become quadratic curves.
"""
import sys
from fontTools.ttLib import TTCollection, newTable
from fontTools.subset import Options, Subsetter
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen

SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
SC_INDEX = 2  # the collection's Noto Sans CJK SC
OUT = sys.argv[1] if len(sys.argv) > 1 else 'static/fonts/NotoSansCJK-names.ttf'
FAMILY = 'Noto Sans CJK Names'
# Largest distance, in font units, between a cubic curve and the quadratic ones drawn instead (1/1000 em).
MAX_ERR = 1.0


def double_byte_chars(codec, first, last):
    """Every character a double-byte legacy encoding maps from lead and trail bytes in [first, last]."""
    chars = set()
    for lead in range(first, last + 1):
        for trail in range(0x40, 0xFF):
            try:
                chars.add(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return chars


def name_characters():
    chars = set(chr(c) for c in range(0x20, 0x7F)) | set(chr(c) for c in range(0xA0, 0x100))
    chars |= double_byte_chars('gb2312', 0xA1, 0xF7)
    chars |= double_byte_chars('big5', 0xA4, 0xC6)  # level 1: the 5,401 common hanzi
    chars |= double_byte_chars('euc_jp', 0xA1, 0xF4)
    chars |= double_byte_chars('euc_kr', 0xA1, 0xFE)
    chars |= set(chr(c) for c in range(0x3000, 0x3100))  # CJK punctuation, kana
    chars |= set(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width forms
    chars.add('\u2026')
    return chars


def subset(font, chars):
    options = Options()
    options.layout_features = []  # jsPDF draws glyphs one by one from the cmap
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # 13, 14: the licence and its address
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    sub = Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)


def to_truetype(font):
    """CFF outlines to glyf: each glyph drawn through cu2qu into a TrueType glyph."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable('glyf')
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font['glyf'] = glyf
    font['loca'] = newTable('loca')
    del font['CFF ']
    if 'VORG' in font:
        del font['VORG']
    maxp = font['maxp']
    maxp.tableVersion = 0x00010000
    for field in ('maxZones', 'maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
                  'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
        setattr(maxp, field, 1 if field == 'maxZones' else 0)
    maxp.maxPoints = maxp.maxContours = maxp.maxCompositePoints = maxp.maxCompositeContours = 0
    maxp.maxComponentDepth = 0
    font['head'].glyphDataFormat = 0
    font['head'].indexToLocFormat = 0
    post = font['post']
    post.formatType = 3.0  # no glyph names: they only add bytes
    post.extraNames = []
    post.mapping = {}
    font.sfntVersion = '\x00\x01\x00\x00'


def rename(font):
    for record in font['name'].names:
        if record.nameID in (1, 4, 16):
            record.string = FAMILY
        elif record.nameID == 6:
            record.string = FAMILY.replace(' ', '') + '-Regular'
        elif record.nameID == 3:
            record.string = FAMILY + ' (family-chart PDF subset)'


def main():
    font = TTCollection(SOURCE).fonts[SC_INDEX]
    chars = name_characters()
    subset(font, chars)
    to_truetype(font)
    rename(font)
    font.save(OUT)
    print(f'{OUT}: {len(font.getGlyphOrder())} glyphs for {len(chars)} characters')


if __name__ == '__main__':
    main()
