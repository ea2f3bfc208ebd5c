import random
from PIL import Image
import pixelmatch  # pixelmatch-fast 1.3.4, a port of pixelmatch 7.1.0

def translucent_pair(w=64, h=64):
    rng = random.Random(16)
    a = Image.new("RGBA", (w, h)); b = Image.new("RGBA", (w, h))
    pa, pb = a.load(), b.load()
    for y in range(h):
        for x in range(w):
            alpha = (x * 4 + y) % 256
            c = ((x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256, alpha)
            pa[x, y] = c
            r = rng.random()
            if alpha == 0:
                # transparent in both, with different colour bytes: never a difference
                pb[x, y] = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 0)
            elif r < 0.15:
                # faint pixels whose colour changes a lot but which premultiply to nearly the same bytes
                pb[x, y] = ((c[0] + 90) % 256, c[1], (c[2] + 60) % 256, alpha)
            elif r < 0.25:
                pb[x, y] = (c[0], c[1], c[2], max(0, alpha - 40))
            else:
                pb[x, y] = c
    return a, b

a, b = translucent_pair()
a.save("translucent-expected.png"); b.save("translucent-actual.png")
white = Image.new("RGBA", (8, 8), (255, 255, 255, 255)); white.save("white.png")
clear = Image.new("RGBA", (8, 8), (0, 0, 0, 0)); clear.save("transparent.png")
for t in (0.1, 0.05):
    for aa in (False, True):
        print("translucent", t, aa, pixelmatch.pixelmatch("translucent-expected.png", "translucent-actual.png", threshold=t, includeAA=aa))
print("white-vs-transparent", pixelmatch.pixelmatch("white.png", "transparent.png"))
print("transparent-vs-white", pixelmatch.pixelmatch("transparent.png", "white.png"))
