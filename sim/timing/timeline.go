package timing

// Idle is the timeline state of a scheduler with no resident warp.
const Idle = NumStalls

// maxBuckets bounds a scheduler's timeline: when a launch runs longer than
// maxBuckets × the bucket width, neighbouring buckets merge and the width
// doubles, so memory stays fixed however long the kernel runs.
const maxBuckets = 1024

// bucketRec accumulates, per time bucket, how many cycles a scheduler spent
// issuing and, when it did not issue, in which state its first warp was.
type bucketRec struct {
	width   int64
	buckets [][NumStalls + 1]int64
}

func newBucketRec() *bucketRec { return &bucketRec{width: 1} }

func (r *bucketRec) add(state Stall, from, to int64) {
	if to <= from || state > Idle {
		return
	}
	for to > r.width*maxBuckets {
		r.coarsen()
	}
	for from < to {
		b := from / r.width
		end := min((b+1)*r.width, to)
		for int64(len(r.buckets)) <= b {
			r.buckets = append(r.buckets, [NumStalls + 1]int64{})
		}
		r.buckets[b][state] += end - from
		from = end
	}
}

// coarsen merges buckets pairwise and doubles their width.
func (r *bucketRec) coarsen() {
	n := (len(r.buckets) + 1) / 2
	for i := 0; i < n; i++ {
		m := r.buckets[2*i]
		if 2*i+1 < len(r.buckets) {
			for s, v := range r.buckets[2*i+1] {
				m[s] += v
			}
		}
		r.buckets[i] = m
	}
	r.buckets = r.buckets[:n]
	r.width *= 2
}

// Segment is a run of buckets of one scheduler with the same dominant
// state: Selected when the scheduler mostly issued, otherwise the state it
// mostly waited in.
type Segment struct {
	Start, End int64 // cycles, end exclusive
	State      Stall // Selected, a stall reason, or Idle
	Issue      float32
}

// SchedulerTimeline is the run-length-encoded activity of one scheduler.
type SchedulerTimeline struct {
	SM, Scheduler int
	BucketCycles  int64 // resolution: every segment boundary is a multiple of it
	Segments      []Segment
}

func (r *bucketRec) segments(end int64) []Segment {
	var out []Segment
	for i, b := range r.buckets {
		start := int64(i) * r.width
		if start >= end {
			break
		}
		stop := min(start+r.width, end)
		dom, total := Idle, int64(0)
		for s, v := range b {
			total += v
			if v > b[dom] || v == b[dom] && Stall(s) < dom {
				dom = Stall(s)
			}
		}
		if total == 0 {
			dom = Idle
		}
		issued := b[Selected]
		if n := len(out); n > 0 && out[n-1].State == dom && out[n-1].End == start {
			prev := &out[n-1]
			cycles := float32(prev.End - prev.Start)
			prev.Issue = (prev.Issue*cycles + float32(issued)) / (cycles + float32(stop-start))
			prev.End = stop
			continue
		}
		out = append(out, Segment{Start: start, End: stop, State: dom, Issue: float32(issued) / float32(stop-start)})
	}
	return out
}
