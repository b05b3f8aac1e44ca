package sched

import (
	"reflect"
	"testing"
)

func TestInitialBreadthFirst(t *testing.T) {
	d := New(7, 3, 2)
	got := d.Initial()
	want := []Assignment{{0, 0}, {1, 1}, {2, 2}, {3, 0}, {4, 1}, {5, 2}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Initial = %v, want %v", got, want)
	}
	if d.Remaining() != 1 {
		t.Fatalf("Remaining = %d, want 1", d.Remaining())
	}
	if a, ok := d.Retire(2); !ok || a != (Assignment{6, 2}) {
		t.Fatalf("Retire(2) = %v %v, want block 6 on SM 2", a, ok)
	}
	if _, ok := d.Retire(0); ok {
		t.Fatal("Retire after the grid ran out handed out a block")
	}
	d2 := New(100, 3, 2)
	d2.Initial()
	if d2.Drain(); d2.Remaining() != 0 {
		t.Fatalf("Remaining after Drain = %d", d2.Remaining())
	}
	if d.Resident(0) != 1 || d.Resident(2) != 2 {
		t.Fatalf("resident = %d, %d; want 1, 2", d.Resident(0), d.Resident(2))
	}
}

func TestWaves(t *testing.T) {
	for _, c := range []struct{ blocks, sms, perSM, want int }{
		{1, 132, 8, 1}, {1056, 132, 8, 1}, {1057, 132, 8, 2}, {0, 132, 8, 0}, {10, 0, 8, 0}, {10, 4, 0, 0},
	} {
		if got := Waves(c.blocks, c.sms, c.perSM); got != c.want {
			t.Errorf("Waves(%d, %d, %d) = %d, want %d", c.blocks, c.sms, c.perSM, got, c.want)
		}
	}
}

func TestBadInputsHandOutNothing(t *testing.T) {
	for _, d := range []*Dispatcher{New(-1, 4, 2), New(5, 0, 2), New(5, 4, 0), New(5, -3, 1)} {
		if a := d.Initial(); len(a) != 0 {
			t.Errorf("Initial = %v, want none", a)
		}
		if _, ok := d.Retire(0); ok {
			t.Error("Retire handed out a block")
		}
	}
}
