package app

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"reflect"
	"strings"
	"testing"
)

func TestPlaygroundFragmentRoundTrip(t *testing.T) {
	tests := []PlaygroundState{
		{Code: "int main() { return 0; }\n", GPU: "b200", Views: []string{"occupancy", "shared"}},
		{Code: strings.Repeat("// é ünïcode ✓\n", 200)},
		{},
	}
	for _, s := range tests {
		frag := s.Fragment()
		if strings.ContainsAny(frag, "+/=#?& ") {
			t.Errorf("fragment %q is not URL-safe", frag)
		}
		got, err := ParsePlaygroundFragment("#" + frag)
		if err != nil {
			t.Fatalf("%q: %v", frag, err)
		}
		want := s.normal()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("round trip: %+v, want %+v", got, want)
		}
	}
	// Views are normalised: order and repeats do not change the link.
	a := PlaygroundState{Code: "x", Views: []string{"shared", "metrics", "shared", "bogus"}}
	b := PlaygroundState{Code: "x", Views: []string{"metrics", "shared"}}
	if a.Fragment() != b.Fragment() {
		t.Error("equal states give different links")
	}
	// Compression works on real programs.
	long := PlaygroundState{Code: strings.Repeat("__global__ void k(float *a) { a[threadIdx.x] = 0; }\n", 40)}
	if n := len(long.Fragment()); n > len(long.Code)/5 {
		t.Errorf("%d-byte program gave a %d-byte fragment", len(long.Code), n)
	}
}

func TestPlaygroundFragmentBadInput(t *testing.T) {
	bomb := func() string {
		var buf bytes.Buffer
		zw, _ := flate.NewWriter(&buf, flate.BestCompression)
		zw.Write([]byte(`{"code":"`))
		zw.Write(bytes.Repeat([]byte("a"), 2<<20))
		zw.Write([]byte(`"}`))
		zw.Close()
		return "v1." + base64.RawURLEncoding.EncodeToString(buf.Bytes())
	}()
	for _, frag := range []string{"", "#", "v2.abc", "v1.!!!", "v1.AAAA", "v1." + base64.RawURLEncoding.EncodeToString([]byte("not deflate")), bomb} {
		if _, err := ParsePlaygroundFragment(frag); err == nil {
			t.Errorf("%.40q: no error", frag)
		}
	}
}
