// Package dram models device memory as the course's DRAM lecture describes it:
// a few channels (each a memory controller with its own bus), each with several
// banks; memory is read and written in bursts of consecutive bytes; addresses
// are spread over channels and banks by interleaving, so that consecutive chunks
// of the address space land in different channels, then different banks.
//
// The mapping is plain interleaving, the lecture's scheme: chunk = addr /
// InterleaveBytes, channel = chunk mod Channels, bank = (chunk / Channels) mod
// BanksPerChannel. Real GPUs also hash higher address bits into the channel to
// avoid "partition camping"; that is not modelled. Each bank keeps one row open:
// a burst to the open row is a row hit, any other burst opens its row (a miss).
package dram

import "fmt"

// Config is the organisation of device memory.
type Config struct {
	Channels        int // independent channels (memory controllers)
	BanksPerChannel int // banks on each channel
	BurstBytes      int // bytes moved by one burst
	InterleaveBytes int // consecutive bytes kept in one channel and bank
	RowBytes        int // bytes of one row (page) of a bank
}

// Validate reports a configuration the model cannot use.
func (c Config) Validate() error {
	if c.Channels <= 0 || c.BanksPerChannel <= 0 || c.BurstBytes <= 0 || c.InterleaveBytes <= 0 || c.RowBytes <= 0 {
		return fmt.Errorf("dram: channels, banks, burst, interleave and row sizes must be positive: %+v", c)
	}
	if c.InterleaveBytes%c.BurstBytes != 0 || c.RowBytes%c.InterleaveBytes != 0 {
		return fmt.Errorf("dram: the interleave (%d B) must be a multiple of the burst (%d B) and divide the row (%d B)", c.InterleaveBytes, c.BurstBytes, c.RowBytes)
	}
	return nil
}

// Location is where a byte lives.
type Location struct {
	Channel, Bank int
	Row           uint64
}

// Map returns the channel, bank and row of a byte address.
func (c Config) Map(addr uint64) Location {
	chunk := addr / uint64(c.InterleaveBytes)
	ch := chunk % uint64(c.Channels)
	rest := chunk / uint64(c.Channels)
	bank := rest % uint64(c.BanksPerChannel)
	round := rest / uint64(c.BanksPerChannel) // chunks this bank held before this one
	offset := round*uint64(c.InterleaveBytes) + addr%uint64(c.InterleaveBytes)
	return Location{Channel: int(ch), Bank: int(bank), Row: offset / uint64(c.RowBytes)}
}

// Stats counts the traffic since the last Reset.
type Stats struct {
	ReadBursts, WriteBursts uint64
	RowHits, RowMisses      uint64
	ChannelBursts           []uint64 // per channel
	BankBursts              []uint64 // per bank, index channel*BanksPerChannel + bank
}

// Model is device memory with per-bank open rows. Not safe for concurrent use.
type Model struct {
	cfg     Config
	openRow []uint64 // row + 1 per bank; 0 = no row open
	st      Stats
}

// New returns a model with every bank closed.
func New(cfg Config) (*Model, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	nb := cfg.Channels * cfg.BanksPerChannel
	return &Model{
		cfg:     cfg,
		openRow: make([]uint64, nb),
		st:      Stats{ChannelBursts: make([]uint64, cfg.Channels), BankBursts: make([]uint64, nb)},
	}, nil
}

// Config returns the organisation.
func (m *Model) Config() Config { return m.cfg }

// Reset closes every row and zeroes the counters.
func (m *Model) Reset() {
	clear(m.openRow)
	clear(m.st.ChannelBursts)
	clear(m.st.BankBursts)
	m.st.ReadBursts, m.st.WriteBursts, m.st.RowHits, m.st.RowMisses = 0, 0, 0, 0
}

// Access moves the bursts that cover bytes [addr, addr+n).
func (m *Model) Access(addr uint64, n int, write bool) {
	if n <= 0 {
		return
	}
	bb := uint64(m.cfg.BurstBytes)
	for b := addr / bb; b <= (addr+uint64(n)-1)/bb; b++ {
		loc := m.cfg.Map(b * bb)
		i := loc.Channel*m.cfg.BanksPerChannel + loc.Bank
		if m.openRow[i] == loc.Row+1 {
			m.st.RowHits++
		} else {
			m.st.RowMisses++
			m.openRow[i] = loc.Row + 1
		}
		m.st.ChannelBursts[loc.Channel]++
		m.st.BankBursts[i]++
		if write {
			m.st.WriteBursts++
		} else {
			m.st.ReadBursts++
		}
	}
}

// Stats returns a copy of the counters.
func (m *Model) Stats() Stats {
	s := m.st
	s.ChannelBursts = append([]uint64(nil), m.st.ChannelBursts...)
	s.BankBursts = append([]uint64(nil), m.st.BankBursts...)
	return s
}

// ChannelsUsed is the number of channels that moved at least one burst.
func (s Stats) ChannelsUsed() int {
	n := 0
	for _, b := range s.ChannelBursts {
		if b != 0 {
			n++
		}
	}
	return n
}

// BanksUsed is the number of banks (over all channels) that moved a burst.
func (s Stats) BanksUsed() int {
	n := 0
	for _, b := range s.BankBursts {
		if b != 0 {
			n++
		}
	}
	return n
}
