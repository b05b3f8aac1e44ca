// SIMT Lab's editor: CodeMirror 6 with C++ highlighting, line numbers,
// diagnostics, a heat gutter of per-line counters and a highlighted current
// line. The Go app drives it through window.SIMTLabEditor (app/editor).
import {EditorState, StateEffect, StateField, RangeSetBuilder, Compartment} from "@codemirror/state";
import {EditorView, keymap, lineNumbers, highlightActiveLineGutter, drawSelection,
  gutter, GutterMarker, Decoration} from "@codemirror/view";
import {defaultKeymap, history, historyKeymap, indentWithTab} from "@codemirror/commands";
import {syntaxHighlighting, defaultHighlightStyle, HighlightStyle, indentOnInput, bracketMatching, indentUnit} from "@codemirror/language";
import {tags as t} from "@lezer/highlight";
import {cpp} from "@codemirror/lang-cpp";
import {setDiagnostics, lintGutter} from "@codemirror/lint";
import "./draw.js";

// Heat gutter: one marker per line whose counter is above zero; the shade
// is the line's share of the hottest line.
const setHeat = StateEffect.define();
class HeatMarker extends GutterMarker {
  constructor(level, value, title) { super(); this.level = level; this.value = value; this.title = title; }
  eq(o) { return o.level === this.level && o.value === this.value; }
  toDOM() {
    const d = document.createElement("span");
    d.className = "cm-heat cm-heat-" + this.level;
    d.dataset.value = String(this.value);
    d.title = this.title;
    return d;
  }
}
const heatField = StateField.define({
  create() { return {}; },
  update(v, tr) {
    for (const e of tr.effects) if (e.is(setHeat)) v = e.value;
    return v;
  },
});
const heatGutter = gutter({
  class: "cm-heat-gutter",
  lineMarker(view, line) {
    const heat = view.state.field(heatField);
    const n = view.state.doc.lineAt(line.from).number;
    const h = heat.lines && heat.lines[n];
    if (!h) return null;
    const level = Math.max(1, Math.min(5, Math.ceil(5 * h / heat.max)));
    return new HeatMarker(level, h, heat.label + ": " + h);
  },
  lineMarkerChange(update) { return update.transactions.some(t => t.effects.some(e => e.is(setHeat))); },
});

// The current line of the selected warp.
const setCurrent = StateEffect.define();
const currentMark = Decoration.line({class: "cm-simt-current"});
const currentField = StateField.define({
  create() { return Decoration.none; },
  update(deco, tr) {
    deco = deco.map(tr.changes);
    for (const e of tr.effects) if (e.is(setCurrent)) {
      const n = e.value;
      if (n < 1 || n > tr.state.doc.lines) { deco = Decoration.none; continue; }
      const b = new RangeSetBuilder();
      b.add(tr.state.doc.line(n).from, tr.state.doc.line(n).from, currentMark);
      deco = b.finish();
    }
    return deco;
  },
  provide: f => EditorView.decorations.from(f),
});

// Themes: the page is dark when <html data-theme="dark">, or when it has
// no data-theme and the system prefers dark (web/views.css does the same).
// Syntax colours are CodeMirror's defaults on light and a palette of
// Okabe–Ito-derived colours on dark.
const lightHighlight = HighlightStyle.define(defaultHighlightStyle.specs, {themeType: "light"});
const darkHighlight = HighlightStyle.define([
  {tag: [t.keyword, t.modifier, t.operatorKeyword, t.controlKeyword], color: "#56B4E9"},
  {tag: [t.typeName, t.standard(t.typeName)], color: "#7fd1b9"},
  {tag: [t.string, t.character], color: "#F0E442"},
  {tag: [t.number, t.bool, t.null], color: "#E69F00"},
  {tag: [t.comment, t.lineComment, t.blockComment], color: "#9aa3b2", fontStyle: "italic"},
  {tag: [t.processingInstruction, t.macroName, t.meta], color: "#CC79A7"},
  {tag: [t.function(t.variableName), t.function(t.propertyName)], color: "#a5c8ff"},
  {tag: t.invalid, color: "#ff7f6e"},
], {themeType: "dark"});
const dark = () => {
  const a = document.documentElement.dataset.theme;
  return a ? a === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
};
const themeCompartment = new Compartment();
const themeFor = isDark => EditorView.theme({}, {dark: isDark});
const views = new Set();
function themeChanged() {
  const d = dark();
  for (const v of views) v.dispatch({effects: themeCompartment.reconfigure(themeFor(d))});
  window.dispatchEvent(new Event("simtlab-theme"));
}
new MutationObserver(themeChanged).observe(document.documentElement, {attributes: true, attributeFilter: ["data-theme"]});
window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", themeChanged);

// create shows an editor in host (an empty element the Go app renders)
// instead of the textarea; the textarea stays in the page, hidden and kept
// in sync, so code that reads it still works.
function create(textarea, host, opts) {
  opts = opts || {};
  const runKey = () => { if (opts.onRun) opts.onRun(); return true; };
  const view = new EditorView({
    state: EditorState.create({
      doc: textarea.value,
      extensions: [
        lineNumbers(), heatGutter, lintGutter(), highlightActiveLineGutter(), history(), drawSelection(),
        indentOnInput(), bracketMatching(), syntaxHighlighting(lightHighlight), syntaxHighlighting(darkHighlight),
        themeCompartment.of(themeFor(dark())),
        cpp(), heatField, currentField,
        indentUnit.of("    "), // four spaces, as the lab's textarea indents
        EditorState.readOnly.of(!!opts.readOnly),
        keymap.of([{key: "Mod-Enter", run: runKey}, indentWithTab, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({"aria-label": "CUDA program"}),
        EditorView.updateListener.of(u => {
          if (!u.docChanged) return;
          textarea.value = u.state.doc.toString();
          if (opts.onChange) opts.onChange(textarea.value);
        }),
      ],
    }),
  });
  textarea.style.display = "none";
  textarea.dataset.codemirror = "true";
  host.appendChild(view.dom);
  views.add(view);
  const clampPos = (line, col) => {
    const doc = view.state.doc;
    const l = doc.line(Math.max(1, Math.min(line, doc.lines)));
    return Math.min(l.from + Math.max(col - 1, 0), l.to);
  };
  return {
    view,
    getValue() { return view.state.doc.toString(); },
    setValue(text) {
      if (text === view.state.doc.toString()) return;
      // As with a textarea's value, the caret goes to the end.
      view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: text}, selection: {anchor: text.length}});
    },
    // diags: [{line, col, severity: "error"|"warning"|"info", message}]
    setDiagnostics(diags) {
      const ds = (diags || []).filter(d => d.line >= 1).map(d => {
        // One character is underlined; at the end of a line, the last one.
        const line = view.state.doc.lineAt(clampPos(d.line, d.col || 1));
        let from = clampPos(d.line, d.col || 1);
        if (from === line.to && from > line.from) from--;
        return {from, to: Math.min(from + 1, line.to), severity: d.severity || "error", message: d.message};
      });
      view.dispatch(setDiagnostics(view.state, ds));
    },
    // lines: {lineNumber: value}
    setHeat(lines, label) {
      let max = 0;
      for (const k in lines) max = Math.max(max, lines[k]);
      view.dispatch({effects: setHeat.of({lines, max: max || 1, label: label || ""})});
    },
    setCurrentLine(n) { view.dispatch({effects: setCurrent.of(n)}); },
    focus(line, col) {
      const pos = clampPos(line, col);
      view.dispatch({selection: {anchor: pos, head: Math.min(pos + 1, view.state.doc.lineAt(pos).to)}, scrollIntoView: true});
      view.focus();
    },
    destroy() { views.delete(view); view.destroy(); textarea.style.display = ""; delete textarea.dataset.codemirror; },
  };
}

window.SIMTLabEditor = {create, version: 1};
