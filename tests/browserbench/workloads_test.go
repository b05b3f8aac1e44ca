package browserbench

import "simtlab/sim/workloads"

// workload is one program of the speed targets as the page receives it.
type workload struct {
	Name string `json:"name"` // metric suffix
	File string `json:"file"` // file name given to sim.Run
	Src  string `json:"src"`
	want string // the exact stdout every run must print
}

// benchWorkloads are the programs of sim's native benchmarks
// (simtlab/sim/workloads), so that both measure the same code.
func benchWorkloads() []workload {
	var ws []workload
	for _, w := range workloads.All() {
		ws = append(ws, workload{Name: w.Name, File: w.File, Src: w.Source, want: w.Want})
	}
	return ws
}
