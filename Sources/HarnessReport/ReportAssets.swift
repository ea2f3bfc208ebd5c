/// The report's inline stylesheet and script; nothing is fetched, so the page works offline and in CI artifacts.
enum ReportAssets {
    static let css = """
        :root { --fail: #c62828; --pass: #2e7d32; --missing: #ef6c00; --written: #1565c0; --ink: #222; }
        [hidden] { display: none !important; }
        body { font: 14px/1.4 system-ui, sans-serif; color: var(--ink); margin: 0 auto; padding: 16px; max-width: 1400px; }
        header.summary { border-left: 6px solid var(--pass); padding: 4px 16px; margin-bottom: 16px; }
        header.summary.failed { border-color: var(--fail); }
        .verdict { font-size: 20px; font-weight: 600; margin: 4px 0; }
        ul.counts { list-style: none; padding: 0; display: flex; gap: 12px; }
        ul.counts li { padding: 4px 10px; border-radius: 4px; background: #eee; }
        ul.counts li b { font-size: 18px; }
        .failed b, .errored b, .badge.failed, .badge.errored { color: var(--fail); }
        .missing b, .badge.missing { color: var(--missing); }
        .written b, .badge.written { color: var(--written); }
        .passed b, .badge.passed { color: var(--pass); }
        .badge { font-weight: 700; text-transform: uppercase; font-size: 12px; }
        .meta { color: #555; }
        section.scenario { border-top: 1px solid #ddd; padding: 6px 0; content-visibility: auto; contain-intrinsic-size: auto 480px; }
        section.scenario summary { cursor: pointer; font-size: 16px; }
        section.scenario .id { font-family: ui-monospace, monospace; font-weight: 600; }
        .filmstrip { overflow-x: auto; }
        .filmstrip table { border-collapse: collapse; }
        .filmstrip th, .filmstrip td { padding: 2px 4px; text-align: center; vertical-align: top; font-weight: normal; }
        .filmstrip th.fail, .filmstrip td.fail { background: #fdecea; }
        .filmstrip th.fail { color: var(--fail); font-weight: 600; }
        .filmstrip th.pass { color: var(--pass); }
        .filmstrip img, .inspector img { background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .filmstrip td.fail img { outline: 2px solid var(--fail); }
        figure.chart { margin: 8px 0; }
        figure.chart .line { fill: none; stroke: #888; stroke-width: 1.5; }
        figure.chart .axis { stroke: #ccc; }
        figure.chart .limit { stroke: var(--fail); stroke-dasharray: 4 3; opacity: 0.6; }
        figure.chart circle { fill: var(--pass); }
        figure.chart circle.failed { fill: var(--fail); }
        figure.chart circle.missing { fill: #fff; stroke: var(--missing); stroke-width: 2; }
        figure.chart circle.written { fill: var(--written); }
        figure.motion-chart .expected { fill: none; stroke: #888; stroke-width: 1.5; stroke-dasharray: 4 3; }
        figure.motion-chart .actual { fill: none; stroke: var(--fail); stroke-width: 1.5; }
        ul.motion-problems { font-family: monospace; font-size: 12px; }
        ul.motion-problems ul.following { color: #666; }
        .preview { display: flex; gap: 12px; }
        .preview.pending { color: #777; font-style: italic; border: 1px dashed #bbb; padding: 8px; }
        .inspector { border: 1px solid #f3c4c0; border-radius: 6px; padding: 8px 12px; margin: 12px 0; }
        .inspector h4 { margin: 0 0 4px; color: var(--fail); }
        .modes button { border: 1px solid #999; background: #fff; padding: 4px 10px; cursor: pointer; }
        .modes button.active { background: var(--ink); color: #fff; }
        .view.side { display: flex; gap: 12px; flex-wrap: wrap; }
        .view figure { margin: 8px 0; }
        .wipe { position: relative; display: inline-block; margin-top: 8px; line-height: 0; }
        .wipe .over { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden;
                      border-right: 2px solid var(--fail); }
        .wipe .over img { max-width: none; }
        .slider input { display: block; }
        dl.counts { display: grid; grid-template-columns: max-content auto; gap: 2px 12px; }
        dl.counts dt { color: #555; }
        dl.counts dd { margin: 0; font-family: ui-monospace, monospace; }
        pre.error { background: #fdecea; padding: 8px; white-space: pre-wrap; }
        .next-step { background: #fff8e1; border: 1px solid #f0d58a; border-radius: 6px; padding: 4px 12px; margin: 8px 0; }
        .next-step pre { white-space: pre-wrap; margin: 4px 0 8px; }
        p.why { background: #fdecea; border-left: 4px solid var(--fail); padding: 4px 8px; }
        .fix code, .next-step code { font-family: ui-monospace, monospace; background: #f4f4f4; padding: 1px 4px; }
        details.environment { color: #555; margin: 4px 0; }
        details.environment summary { cursor: pointer; }
        .variant-row h3 { font-size: 13px; font-weight: 600; margin: 8px 0 2px; font-family: ui-monospace, monospace; }
        .variant-cells { display: flex; flex-wrap: wrap; gap: 6px 8px; }
        .variant-cells figure { margin: 0; text-align: center; font-size: 11px; }
        .variant-cells figure.fail img { outline: 2px solid var(--fail); }
        .variant-cells figure.fail figcaption a { color: var(--fail); font-weight: 600; }
        .variant-cells .missing-image { width: 96px; height: 60px; line-height: 60px; color: #999; }
        """

    /// Tabs switch views; the range input wipes; visible flicker images swap twice a second;
    /// lazy images all load before the page is printed.
    static let script = """
        window.addEventListener('beforeprint', function () {
          document.querySelectorAll('img[loading=lazy]').forEach(function (image) { image.loading = 'eager'; });
        });
        document.querySelectorAll('.inspector').forEach(function (box) {
          var buttons = box.querySelectorAll('.modes button');
          buttons.forEach(function (button) {
            button.addEventListener('click', function () {
              buttons.forEach(function (other) {
                other.classList.toggle('active', other === button);
                other.setAttribute('aria-selected', String(other === button));
              });
              box.querySelectorAll('.view').forEach(function (view) {
                view.hidden = !view.classList.contains(button.dataset.view);
              });
            });
          });
          var range = box.querySelector('.slider input');
          if (range) {
            range.addEventListener('input', function () {
              box.querySelector('.wipe .over').style.width = range.value + '%';
            });
          }
        });
        setInterval(function () {
          document.querySelectorAll('.view.flicker:not([hidden]) img').forEach(function (image) {
            var next = image.dataset.showing === 'expected' ? 'actual' : 'expected';
            image.src = image.dataset[next];
            image.dataset.showing = next;
            image.nextElementSibling.textContent = next;
          });
        }, 500);
        """
}
