// Package knownfail reads a corpus's list of programs the lab does not handle yet. Each line is
// "NAME reason..."; blank lines and lines starting with # are skipped, and every entry needs a
// reason. The corpus tests fail for an unlisted failure and for a listed program that passes,
// so the lists only shrink.
package knownfail

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// Load returns name → reason; a missing file is an empty list.
func Load(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	known := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		name = strings.TrimSuffix(name, ".cu")
		reason = strings.TrimSpace(reason)
		if reason == "" {
			return nil, fmt.Errorf("%s:%d: %s has no reason", path, n, name)
		}
		if _, dup := known[name]; dup {
			return nil, fmt.Errorf("%s:%d: %s is listed twice", path, n, name)
		}
		known[name] = reason
	}
	return known, sc.Err()
}
