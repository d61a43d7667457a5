/// The preview page: HTML, script and stylesheet, compiled into the program (the server reads no
/// file to answer a URL). The script follows the file over `/events`, keeps its settings in the
/// URL, and connects the figure's groups (`p0-v3`, `p0-c3`, `p0-c3-tag`, `list-3`: Render's
/// `DisplayGroupID`) with the constraint list and the view inspector.
enum PreviewPage {
  static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>layout-diagram preview</title>
    <link rel="stylesheet" href="/preview.css">
    <script src="/preview.js" defer></script>
    </head>
    <body>
    <header id="controls">
      <label id="scene-control">Scene <select id="scene"></select></label>
      <label id="variant-control">Variant <select id="variant"></select></label>
      <label>Width <input id="width" type="range" min="200" max="1400" step="1"> <output id="width-value"></output></label>
      <label id="height-control">Height <input id="height" type="range" min="200" max="1400" step="1"> <output id="height-value"></output></label>
      <label>Dynamic Type <select id="dt"></select></label>
      <label>Theme <select id="theme"><option value="light">light</option><option value="dark">dark</option></select></label>
      <button id="reset" type="button">Recipe's own size</button>
      <span id="status" role="status"></span>
    </header>
    <main>
      <section id="figure-pane">
        <pre id="errors" hidden></pre>
        <div id="figure" aria-live="polite"></div>
      </section>
      <aside id="side">
        <section id="inspector" hidden>
          <h2 id="inspector-title"></h2>
          <dl id="inspector-body"></dl>
        </section>
        <h2>Constraints</h2>
        <ol id="constraints"></ol>
      </aside>
    </main>
    </body>
    </html>

    """

  static let stylesheet = """
    :root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
    body { margin: 0; }
    #controls { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 6px 16px;
      align-items: center; padding: 8px 12px; background: Canvas; border-bottom: 1px solid #8884; }
    #controls output { display: inline-block; min-width: 4ch; font-variant-numeric: tabular-nums; }
    #status { color: #888; }
    main { display: flex; align-items: flex-start; }
    #figure-pane { flex: 1; min-width: 0; padding: 12px; overflow: auto; }
    #figure svg { max-width: none; height: auto; display: block; }
    #figure.stale { opacity: 0.35; filter: grayscale(1); }
    #errors { margin: 0 0 12px; padding: 10px; border-left: 4px solid #d00; background: #d001;
      white-space: pre; overflow: auto; font: 13px ui-monospace, monospace; }
    #side { width: 340px; flex: none; padding: 12px; border-left: 1px solid #8884; position: sticky; top: 48px;
      max-height: calc(100vh - 60px); overflow: auto; }
    #side h2 { font-size: 14px; margin: 8px 0; }
    #constraints { padding-left: 0; list-style: none; margin: 0; font: 12px ui-monospace, monospace; }
    #constraints li { padding: 3px 6px; border-radius: 4px; cursor: pointer; }
    #constraints li.hl, #constraints li:hover { background: #ff2d5533; }
    #constraints li.touching { outline: 1px solid #ff2d55; }
    #inspector dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; }
    #inspector dt { color: #888; }
    #inspector dd { margin: 0; font: 12px ui-monospace, monospace; }
    #figure g[id].hl path, #figure g[id].hl line, #figure g[id].hl rect, #figure g[id].hl polyline {
      stroke: #ff2d55 !important; stroke-opacity: 1 !important; }
    #figure g[id].hl { filter: drop-shadow(0 0 2px #ff2d55); }
    #figure g[id].selected-view > rect:first-of-type, #figure g[id].selected-view > path:first-of-type {
      stroke: #0a84ff !important; stroke-width: 3px !important; }
    #figure g[id^="list-"], #figure g[id*="-c"], #figure g[id*="-k"], #figure g[id*="-v"] { cursor: pointer; }

    """

  static let script = """
    'use strict';
    (() => {
      const $ = (id) => document.getElementById(id);
      const figureBox = $('figure'), errors = $('errors'), status = $('status');
      let settings = new URLSearchParams(location.search);
      let last = null;            // the last figure received
      let selected = null;        // {kind: 'constraint'|'view', key}
      let socket = null, pending = false, sent = '';

      function query() {
        const q = new URLSearchParams();
        for (const name of ['scene', 'variant', 'width', 'height', 'dt', 'theme']) {
          const v = settings.get(name);
          if (v !== null && v !== '') q.set(name, v);
        }
        return q.toString();
      }

      function request() {
        const q = query();
        history.replaceState(null, '', q ? '?' + q : location.pathname);
        if (socket && socket.readyState === WebSocket.OPEN) {
          if (pending) return;
          pending = true;
          requestAnimationFrame(() => { pending = false; sent = query(); socket.send(sent); });
        } else {
          fetch('/figure?' + q).then((r) => r.json()).then(show);
        }
      }

      function connect() {
        socket = new WebSocket('ws://' + location.host + '/events');
        socket.onopen = () => { status.textContent = 'live'; socket.send(query()); };
        socket.onmessage = (event) => {
          const message = JSON.parse(event.data);
          if (message.requestError) { status.textContent = message.requestError; return; }
          show(message);
        };
        socket.onclose = () => { status.textContent = 'disconnected; retrying'; setTimeout(connect, 1000); };
      }

      function options(select, names, chosen) {
        const keep = select.value;
        select.replaceChildren(...names.map((n, i) => {
          const o = document.createElement('option');
          o.value = typeof n === 'string' && select.id === 'dt' ? n : String(i);
          o.textContent = n;
          return o;
        }));
        select.value = chosen !== undefined && chosen !== null ? String(chosen) : keep;
      }

      function show(f) {
        last = f;
        document.body.dataset.version = f.version;
        $('scene-control').hidden = f.scenes.length < 2;
        $('variant-control').hidden = f.variants.length < 2;
        options($('scene'), f.scenes, f.scene);
        options($('variant'), f.variants, f.variant);
        options($('dt'), f.dynamicTypes, f.dynamicType);
        $('theme').value = settings.get('theme') || 'light';
        if (f.width != null) { $('width').value = f.width; $('width-value').textContent = f.width; }
        $('height-control').hidden = f.sceneHeight == null;
        if (f.height != null) { $('height').value = f.height; $('height-value').textContent = f.height; }
        if (f.svg) {
          const pane = $('figure-pane');
          const x = pane.scrollLeft, y = window.scrollY;
          figureBox.innerHTML = f.svg.replace(/^<\\?xml[^>]*>\\s*/, '');
          pane.scrollLeft = x; window.scrollTo(window.scrollX, y);
        }
        figureBox.classList.toggle('stale', !!f.error);
        errors.hidden = !f.error;
        errors.textContent = f.error || '';
        const list = $('constraints');
        list.replaceChildren(...f.constraints.map((c) => {
          const li = document.createElement('li');
          li.dataset.key = c.key;
          li.textContent = (c.key.startsWith('c') ? c.key.slice(1) + '. ' : '') + c.text;
          return li;
        }));
        reselect();
      }

      // The key of the constraint or view a figure element belongs to.
      function keyOf(element) {
        for (let e = element; e && e !== figureBox; e = e.parentNode) {
          if (!e.id) continue;
          let m = /^p\\d+-(c[^-]+|k\\d+|ki\\d+)(-tag|-leader)?$/.exec(e.id);
          if (m) return {kind: 'constraint', key: m[1]};
          m = /^list-(k?\\w+?)(-\\d+)?$/.exec(e.id);
          if (m && last) {
            const c = last.constraints.find((c) => c.listGroup === 'list-' + m[1]);
            if (c) return {kind: 'constraint', key: c.key};
          }
          m = /^p\\d+-v\\d+$/.exec(e.id);
          if (m) return {kind: 'view', key: e.id.replace(/^p\\d+-/, 'p0-')};
        }
        return null;
      }

      function groupsOf(key) {
        const c = last && last.constraints.find((c) => c.key === key);
        const out = [...figureBox.querySelectorAll('g[id]')].filter((g) =>
          new RegExp('^p\\\\d+-' + key.replace(/[^\\w]/g, '\\\\$&') + '(-tag|-leader)?$').test(g.id));
        if (c && c.listGroup) {
          out.push(...[...figureBox.querySelectorAll('g[id]')].filter((g) =>
            g.id === c.listGroup || g.id.startsWith(c.listGroup + '-')));
        }
        return out;
      }

      function highlight(key, on) {
        for (const g of groupsOf(key)) g.classList.toggle('hl', on);
        for (const li of document.querySelectorAll('#constraints li')) {
          if (li.dataset.key === key) li.classList.toggle('hl', on);
        }
      }

      function clearMarks() {
        for (const e of document.querySelectorAll('.hl, .touching, .selected-view')) {
          e.classList.remove('hl', 'touching', 'selected-view');
        }
      }

      function reselect() {
        clearMarks();
        $('inspector').hidden = true;
        if (!selected || !last) return;
        if (selected.kind === 'constraint') { highlight(selected.key, true); return; }
        const view = last.views.find((v) => v.group === selected.key);
        if (!view) return;
        const g = figureBox.querySelector('g[id="' + view.group + '"]');
        if (g) g.classList.add('selected-view');
        for (const key of view.constraints) {
          for (const li of document.querySelectorAll('#constraints li')) {
            if (li.dataset.key === key) li.classList.add('touching');
          }
        }
        $('inspector').hidden = false;
        $('inspector-title').textContent = view.name;
        const n = (x) => x == null ? 'none' : String(Math.round(x * 1000) / 1000);
        const rows = [
          ['frame', `x ${n(view.frame[0])}, y ${n(view.frame[1])}, ${n(view.frame[2])} x ${n(view.frame[3])}`],
          ['intrinsic size', `${n(view.intrinsic[0])} x ${n(view.intrinsic[1])}`],
          ['constraints', view.constraints.length ? view.constraints.map((k) => k.replace(/^c/, '')).join(', ') : 'none'],
        ];
        $('inspector-body').replaceChildren(...rows.flatMap(([t, d]) => {
          const dt = document.createElement('dt'); dt.textContent = t;
          const dd = document.createElement('dd'); dd.textContent = d;
          return [dt, dd];
        }));
      }

      let hovered = null;
      function hover(key) {
        if (hovered === key) return;
        if (hovered && !(selected && selected.kind === 'constraint' && selected.key === hovered)) highlight(hovered, false);
        hovered = key;
        if (key) highlight(key, true);
      }

      figureBox.addEventListener('mouseover', (e) => {
        const k = keyOf(e.target);
        hover(k && k.kind === 'constraint' ? k.key : null);
      });
      figureBox.addEventListener('click', (e) => {
        selected = keyOf(e.target);
        reselect();
      });
      $('constraints').addEventListener('mouseover', (e) => {
        const li = e.target.closest('li'); hover(li ? li.dataset.key : null);
      });
      $('constraints').addEventListener('mouseleave', () => hover(null));
      $('constraints').addEventListener('click', (e) => {
        const li = e.target.closest('li');
        if (!li) return;
        selected = {kind: 'constraint', key: li.dataset.key};
        reselect();
      });

      const set = (name, value) => { if (value === '' || value === null) settings.delete(name); else settings.set(name, value); };
      $('width').addEventListener('input', (e) => { set('width', e.target.value); $('width-value').textContent = e.target.value; request(); });
      $('height').addEventListener('input', (e) => { set('height', e.target.value); $('height-value').textContent = e.target.value; request(); });
      $('scene').addEventListener('change', (e) => { set('scene', e.target.value); set('variant', null); request(); });
      $('variant').addEventListener('change', (e) => { set('variant', e.target.value); request(); });
      $('dt').addEventListener('change', (e) => { set('dt', e.target.value); request(); });
      $('theme').addEventListener('change', (e) => {
        set('theme', e.target.value === 'light' ? null : e.target.value);
        document.documentElement.style.colorScheme = e.target.value;
        request();
      });
      $('reset').addEventListener('click', () => { set('width', null); set('height', null); request(); });
      document.documentElement.style.colorScheme = settings.get('theme') || 'light';
      fetch('/figure?' + query()).then((r) => r.json()).then(show).finally(connect);
    })();

    """
}
