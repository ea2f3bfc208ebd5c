#!/usr/bin/env python3
"""Writes the PNG decoder fixtures: one small PNG per PNG variant, plus <name>.rgba holding the
8-bit straight RGBA each must decode to, computed here from the PNG specification (samples
below 8 bits scale by 255/(2^d-1); 16-bit samples round as (v*255 + 32895) >> 16).
Standard library only, so every byte of every file is under control. Run once:
    python3 make-fixtures.py   (in this folder)"""
import struct
import zlib

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def png(width, height, depth, colour, sample, plte=None, trns=None, interlace=False):
    """sample(x, y) gives the tuple of raw samples of one pixel."""
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue
        for y in ys:
            raw += b"\0" + pack_row([s for x in xs for s in sample(x, y)], depth)
    data = b"\x89PNG\r\n\x1a\n"
    data += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 1 if interlace else 0))
    if plte:
        data += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    return data


def to8(sample, depth):
    if depth == 16:
        return (sample * 255 + 32895) >> 16
    return sample * 255 // ((1 << depth) - 1)


def write(name, width, height, depth, colour, sample, plte=None, trns=None, interlace=False):
    with open(name + ".png", "wb") as f:
        f.write(png(width, height, depth, colour, sample, plte, trns, interlace))
    expected = bytearray()
    for y in range(height):
        for x in range(width):
            s = sample(x, y)
            if colour == 3:
                r, g, b = plte[s[0]]
                alpha = trns[s[0]] if trns is not None and s[0] < len(trns) else 255
                expected += bytes((r, g, b, alpha))
                continue
            c = [to8(v, depth) for v in s]
            if colour in (0, 4):
                c = [c[0], c[0], c[0]] + c[1:]
            if len(c) == 3:
                transparent = trns is not None and list(s) == list(struct.unpack(">" + "H" * len(s), trns))
                c.append(0 if transparent else 255)
            expected += bytes(c)
    with open(name + ".rgba", "wb") as f:
        f.write(bytes(expected))


W, H = 9, 7
for depth in (1, 2, 4, 8):
    write(f"grey{depth}", W, H, depth, 0, lambda x, y, d=depth: ((x * 3 + y * 5) % (1 << d),))
write("grey16", W, H, 16, 0, lambda x, y: ((x * 7919 + y * 4099 + 0x12FF) % 65536,))
write("grey8-alpha", W, H, 8, 4, lambda x, y: ((x * 29 + y) % 256, (x * 32 + y * 4) % 256))
write("grey16-alpha", W, H, 16, 4, lambda x, y: ((x * 7001 + 0x80FF) % 65536, (y * 9001 + x * 3) % 65536))
write("rgb8", W, H, 8, 2, lambda x, y: (x * 28, y * 36, (x + y) * 15))
write("rgb16", W, H, 16, 2, lambda x, y: (x * 7000 + 0x7F, y * 9000 + 0x80, 65535 - x * y * 700))
write("rgba8", W, H, 8, 6, lambda x, y: (x * 28, y * 36, 200, (x * 30 + y * 3) % 256))
write("rgba16", W, H, 16, 6, lambda x, y: (x * 7000 + 0x7F, y * 9000, 0xFFFF - x, (x * 8000 + y * 901) % 65536))
palette = [((i * 53) % 256, (i * 101) % 256, (i * 197) % 256) for i in range(256)]
for depth in (1, 2, 4, 8):
    size = 1 << depth
    alphas = bytes((255 - i * 37) % 256 for i in range(max(1, size - 1)))  # the last entry stays opaque
    write(f"palette{depth}-trns", W, H, depth, 3, lambda x, y, s=size: ((x + y * 2) % s,), palette[:size], alphas)
write("grey8-trns", W, H, 8, 0, lambda x, y: ((x * 16 + y * 8) % 128,), trns=struct.pack(">H", 64))
write("rgb8-trns", W, H, 8, 2, lambda x, y: ((x % 3) * 32, 64, 96), trns=struct.pack(">HHH", 32, 64, 96))
write("rgb16-trns", W, H, 16, 2, lambda x, y: ((x % 2) * 1000, 2000, 3000), trns=struct.pack(">HHH", 1000, 2000, 3000))
write("rgba8-adam7", 13, 11, 8, 6, lambda x, y: (x * 19, y * 23, (x * y) % 256, 255 - x * 7 - y), interlace=True)
write("grey4-adam7", 13, 11, 4, 0, lambda x, y: ((x + y * 3) % 16,), interlace=True)
write("palette2-adam7", 13, 11, 2, 3, lambda x, y: ((x * 2 + y) % 4,), palette[:4], bytes((0, 128)), interlace=True)

# Declares 20000x20000 pixels (1.6 GB of RGBA) in a few bytes: the decoder must refuse it up front.
with open("huge-declared-size.png", "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(b"\0" * 16)) + chunk(b"IEND", b""))
