package cudart

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"simtlab/hardware"
)

type recording struct {
	errors map[int][2]string   // code -> name, text, for 0..1000
	fields map[string][]string // name -> offset, size, ctype, value
	size   int
}

func readRecording(t *testing.T) recording {
	t.Helper()
	f, err := os.Open("testdata/cudart_h200.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := recording{errors: map[int][2]string{}, fields: map[string][]string{}}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		switch p[0] {
		case "error":
			code, _ := strconv.Atoi(p[1])
			r.errors[code] = [2]string{p[2], p[3]}
		case "field":
			r.fields[p[1]] = p[2:]
		case "sizeof":
			r.size, _ = strconv.Atoi(p[2])
		}
	}
	if len(r.errors) != 1001 || len(r.fields) == 0 {
		t.Fatalf("recording incomplete: %d errors, %d fields", len(r.errors), len(r.fields))
	}
	return r
}

// Every value 0..1000 gives the recorded cudaGetErrorName and
// cudaGetErrorString, including "unrecognized error code" for the gaps.
func TestErrorStrings(t *testing.T) {
	rec := readRecording(t)
	for code := 0; code <= 1000; code++ {
		e := Error(code)
		if want := rec.errors[code]; e.Name() != want[0] || e.String() != want[1] {
			t.Errorf("%d: %q %q, recorded %q %q", code, e.Name(), e.String(), want[0], want[1])
		}
	}
	for _, tc := range []struct {
		e          Error
		code       int
		name, text string
	}{
		{Success, 0, "cudaSuccess", "no error"},
		{ErrorInvalidValue, 1, "cudaErrorInvalidValue", "invalid argument"},
		{ErrorMemoryAllocation, 2, "cudaErrorMemoryAllocation", "out of memory"},
		{ErrorInvalidConfiguration, 9, "cudaErrorInvalidConfiguration", "invalid configuration argument"},
		{ErrorInvalidDevicePointer, 17, "cudaErrorInvalidDevicePointer", "invalid device pointer"},
		{ErrorIllegalAddress, 700, "cudaErrorIllegalAddress", "an illegal memory access was encountered"},
		{ErrorLaunchOutOfResources, 701, "cudaErrorLaunchOutOfResources", "too many resources requested for launch"},
		{ErrorAssert, 710, "cudaErrorAssert", "device-side assert triggered"},
		{ErrorMisalignedAddress, 716, "cudaErrorMisalignedAddress", "misaligned address"},
		{ErrorLaunchFailure, 719, "cudaErrorLaunchFailure", "unspecified launch failure"},
		{ErrorApiFailureBase, 10000, "cudaErrorApiFailureBase", "api failure base"},
	} {
		if int(tc.e) != tc.code || tc.e.Name() != tc.name || tc.e.String() != tc.text {
			t.Errorf("%d: %d %q %q", tc.code, int(tc.e), tc.e.Name(), tc.e.String())
		}
	}
	for _, e := range []Error{-1, 10, 1000, 1 << 30} {
		if e.Known() || e.String() != "unrecognized error code" {
			t.Errorf("%d: known=%v %q", int(e), e.Known(), e.String())
		}
	}
	if e, ok := ErrorByName("cudaErrorNotReady"); !ok || e != ErrorNotReady || int(e) != 600 {
		t.Errorf("ErrorByName(cudaErrorNotReady) = %d, %v", int(e), ok)
	}
	if _, ok := ErrorByName("cudaErrorNope"); ok {
		t.Error("unknown name found")
	}
	if len(Errors()) != 134 || !ErrorIllegalAddress.Sticky() || ErrorInvalidValue.Sticky() {
		t.Errorf("%d errors; sticky flags wrong", len(Errors()))
	}
	en := Enumerators()
	if en["cudaMemcpyDeviceToHost"] != 2 || en["cudaErrorInvalidSymbol"] != 13 || en["cudaSharedmemCarveoutDefault"] != -1 || en["cudaFuncAttributeMaxDynamicSharedMemorySize"] != 8 {
		t.Errorf("enumerators wrong")
	}
}

// The layout follows the C rules (each field aligned to its own size, the
// struct padded to 8) and matches the recorded offsetof/sizeof.
func TestDevicePropLayout(t *testing.T) {
	rec := readRecording(t)
	if rec.size != DevicePropSize {
		t.Errorf("recorded sizeof %d, DevicePropSize %d", rec.size, DevicePropSize)
	}
	end := 0
	for _, f := range DevicePropFields() {
		align := 4
		switch {
		case f.CType == "size_t":
			align = 8
		case strings.HasPrefix(f.CType, "char"), f.CType == "cudaUUID_t":
			align = 1
		}
		if want := (end + align - 1) / align * align; f.Offset != want {
			t.Errorf("%s at %d, C layout puts it at %d", f.Name, f.Offset, want)
		}
		end = f.Offset + f.Size
		r := rec.fields[f.Name]
		if r == nil || r[0] != strconv.Itoa(f.Offset) || r[1] != strconv.Itoa(f.Size) || r[2] != f.CType {
			t.Errorf("%s: %d/%d/%s, recorded %v", f.Name, f.Offset, f.Size, f.CType, r)
		}
		if f.Source == "" {
			t.Errorf("%s: no source", f.Name)
		}
	}
	if (end+7)/8*8 != DevicePropSize {
		t.Errorf("fields end at %d, struct is %d", end, DevicePropSize)
	}
}

// DeviceProp of the H200 profile reproduces what the H200 returned, except
// the fields that identify the physical board.
func TestDevicePropH200(t *testing.T) {
	rec := readRecording(t)
	p := hardware.Default()
	buf := DeviceProp(p)
	if len(buf) != DevicePropSize {
		t.Fatalf("%d bytes", len(buf))
	}
	for _, f := range DevicePropFields() {
		want := rec.fields[f.Name][3]
		switch {
		case f.Source == "zero":
			for _, b := range buf[f.Offset : f.Offset+f.Size] {
				if b != 0 {
					t.Errorf("%s not zero", f.Name)
					break
				}
			}
		case f.Name == "name":
			got := string(buf[f.Offset : f.Offset+f.Size])
			got = got[:strings.IndexByte(got, 0)]
			if got != want {
				t.Errorf("name %q, recorded %q", got, want)
			}
		default:
			vals, ok := DevicePropValue(p, f.Name)
			var s []string
			for _, v := range vals {
				s = append(s, strconv.FormatInt(v, 10))
			}
			if got := strings.Join(s, ","); !ok || got != want {
				t.Errorf("%s = %s, recorded %s", f.Name, got, want)
			}
		}
	}
	// Another GPU changes the profile fields.
	fermi, _ := hardware.Lookup("fermi")
	if v, _ := DevicePropValue(fermi, "multiProcessorCount"); v[0] != 14 {
		t.Errorf("Fermi SMs %v", v)
	}
	if v, _ := DevicePropValue(fermi, "maxGridSize"); v[0] != 65535 {
		t.Errorf("Fermi grid %v", v)
	}
	if _, ok := DevicePropValue(fermi, "noSuchField"); ok {
		t.Error("unknown field found")
	}
	long := *fermi
	long.DeviceName = strings.Repeat("x", 300)
	if b := DeviceProp(&long); b[255] != 0 {
		t.Error("long name not NUL-terminated")
	}
}

func TestFuncAttributesLayout(t *testing.T) {
	end := 0
	for _, f := range FuncAttributesFields {
		align := 4
		if f.CType == "size_t" {
			align = 8
		}
		if want := (end + align - 1) / align * align; f.Offset != want {
			t.Errorf("%s at %d, C layout puts it at %d", f.Name, f.Offset, want)
		}
		end = f.Offset + f.Size
	}
	if (end+7)/8*8 != FuncAttributesSize {
		t.Errorf("fields end at %d, struct is %d", end, FuncAttributesSize)
	}
}

// TestDeviceAttributes checks cudaDeviceGetAttribute's model against the
// recording it is generated from: every answered attribute of the H200
// gives the recorded value, numbers the driver refused are refused, and
// another GPU's profile changes the attributes that follow the profile.
func TestDeviceAttributes(t *testing.T) {
	data, err := os.ReadFile("testdata/attributes_h200.txt")
	if err != nil {
		t.Fatal(err)
	}
	h200 := hardware.Default()
	checked := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) != 4 {
			continue
		}
		num, _ := strconv.Atoi(f[1])
		want, _ := strconv.ParseInt(f[3], 10, 64)
		got, ok := DeviceAttribute(h200, num)
		if answered := f[2] == "0"; ok != answered || ok && got != want {
			t.Errorf("%s (%d) = %d, %v; recorded %s %s", f[0], num, got, ok, f[3], f[2])
		}
		checked++
	}
	if checked < 250 {
		t.Fatalf("only %d recorded attributes", checked)
	}
	if _, ok := DeviceAttribute(h200, 9999); ok {
		t.Error("attribute 9999 answered")
	}
	fermi, _ := hardware.Lookup("fermi")
	if v, _ := DeviceAttribute(fermi, 16); v != 14 {
		t.Errorf("Fermi multiProcessorCount attribute %d", v)
	}
	if v, _ := DeviceAttribute(fermi, 13); v != int64(fermi.CoreClockMHz)*1000 || v == 1980000 {
		t.Errorf("Fermi clock rate attribute %d", v)
	}
	names, values := DeviceAttributeNames()
	if len(names) != len(values) || len(names) < 120 || names[0] != "cudaDevAttrMaxThreadsPerBlock" || values[0] != 1 {
		t.Errorf("%d names, first %q = %d", len(names), names[0], values[0])
	}
}
