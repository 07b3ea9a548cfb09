package join

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
)

// lastLevelCache returns the size in bytes of the largest data cache of
// the processor that runs cpu 0, as sysfs tells it, or 0 where it does
// not.
var lastLevelCache = sync.OnceValue(func() uint64 {
	var largest uint64
	for i := range 16 {
		dir := fmt.Sprintf("/sys/devices/system/cpu/cpu0/cache/index%d/", i)
		kind, ok := readSysfs(dir + "type")
		if !ok {
			break
		}
		if kind == "Instruction" {
			continue
		}
		if size, ok := readSysfs(dir + "size"); ok {
			largest = max(largest, parseCacheSize(size))
		}
	}
	return largest
})

// readSysfs returns the first line of a small file of sysfs, read within
// 64 bytes, and whether it could be read.
func readSysfs(path string) (string, bool) {
	f, err := os.Open(path)
	if err != nil {
		return "", false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, 64))
	if err != nil {
		return "", false
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return strings.TrimSpace(line), true
}
