"""Opens the report of many failing scenarios that `harness-bench failing-report` writes in
headless Chromium (Debian's, driven by Playwright) and times its load: from navigation to the
load event, as the page's navigation timing gives it. Checks what keeps a large report usable:
every image is lazy, few have loaded by the load event, and scrolling to the last scenario
loads that scenario's images.

usage: open-failing-report.py REPORT/index.html SCENARIOS
"""
import pathlib, sys
from playwright.sync_api import sync_playwright

index, expected = pathlib.Path(sys.argv[1]), int(sys.argv[2])
# Visible images only: a lazy image inside a hidden view (slider, flicker) waits until it is shown.
shown = "image => image.getClientRects().length > 0"
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(index.resolve().as_uri(), wait_until="load", timeout=120_000)
    load_ms = page.evaluate("() => performance.getEntriesByType('navigation')[0].loadEventStart")
    scenarios = page.locator("section.scenario")
    assert scenarios.count() == expected, f"{scenarios.count()} scenario sections, expected {expected}"
    images = page.evaluate("""() => {
        const all = Array.from(document.images);
        return { total: all.length,
                 eager: all.filter(image => image.loading !== 'lazy').map(image => image.getAttribute('src')).slice(0, 5),
                 loaded: all.filter(image => image.complete && image.naturalWidth > 0).length };
    }""")
    assert images["total"] >= expected, f"only {images['total']} images for {expected} failing scenarios"
    assert not images["eager"], f"images that are not loading=lazy: {images['eager']}"
    assert images["loaded"] <= images["total"] // 20, \
        f"{images['loaded']} of {images['total']} images loaded by the load event; lazy loading should leave most for later"

    last = scenarios.last
    last.scroll_into_view_if_needed()
    page.wait_for_function(f"""section => {{
        const visible = Array.from(section.querySelectorAll('img')).filter({shown});
        return visible.length > 0 && visible.every(image => image.complete && image.naturalWidth > 0);
    }}""", arg=last.element_handle(), timeout=30_000)
    last_images = last.evaluate(f"section => Array.from(section.querySelectorAll('img')).filter({shown}).length")
    browser.close()
print(f"{expected} failing scenarios, {images['total']} images, all lazy; {images['loaded']} loaded by the load event, "
      f"at {load_ms / 1000:.2f} s (target < 5 s); scrolling to the last scenario loads its {last_images} visible images")
