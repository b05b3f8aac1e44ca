package editor

import "testing"

func TestHeatObject(t *testing.T) {
	got := HeatObject(map[int]float64{3: 2, 12: 0, 7: 1.5})
	if len(got) != 2 || got["3"] != 2.0 || got["7"] != 1.5 {
		t.Errorf("HeatObject = %v", got)
	}
}

func TestNilEditorIsSafe(t *testing.T) {
	// Without the script (always so natively) Attach gives nil and every
	// method is a no-op, so the lab can call them unconditionally.
	e := Attach("code", "host", Options{})
	if e != nil {
		t.Fatal("Attach without CodeMirror returned an editor")
	}
	e.SetValue("x")
	e.SetDiagnostics([]Diagnostic{{Line: 1}})
	e.SetHeat(map[int]float64{1: 1}, "x")
	e.SetCurrentLine(1)
	e.Focus(1, 1)
	e.Destroy()
}
