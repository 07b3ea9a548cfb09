package memlimit

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/nqueens-go/nqueens/internal/prose"

	"golang.org/x/sys/unix"
)

// machineMemory returns the memory of the machine in bytes, and whether it
// could tell.
func MachineMemory() (uint64, bool) {
	var info unix.Sysinfo_t
	if err := unix.Sysinfo(&info); err != nil {
		return 0, false
	}
	return uint64(info.Totalram) * uint64(info.Unit), true
}

// systemLimits returns the bounds on the memory of this process that Linux
// sets: the machine's memory, its control group's limit, and its limits on
// address space and data. A bound it cannot read is left out.
func systemLimits() []Limit {
	var limits []Limit
	if total, ok := MachineMemory(); ok {
		limits = append(limits, Limit{Left: total, What: "the " + prose.Bytes(total) + " of this machine"})
	}
	if l, ok := cgroupLimit(os.DirFS("/")); ok {
		limits = append(limits, l)
	}
	status, _ := os.ReadFile("/proc/self/status")
	for _, r := range []struct {
		resource int
		ulimit   string
		name     string // of what it bounds
		field    string // of /proc/self/status that says what the process holds of it
	}{
		{unix.RLIMIT_AS, "ulimit -v", "address space", "VmSize"},
		{unix.RLIMIT_DATA, "ulimit -d", "data", "VmData"},
	} {
		var lim unix.Rlimit
		if unix.Getrlimit(r.resource, &lim) != nil || lim.Cur == unix.RLIM_INFINITY {
			continue
		}
		held, _ := statusBytes(status, r.field)
		left := subtract(lim.Cur, held)
		limits = append(limits, Limit{Left: left, Virtual: true,
			What: fmt.Sprintf("the %s of %s left to the process under its limit of %s (%s)", prose.Bytes(left), r.name, prose.Bytes(lim.Cur), r.ulimit)})
	}
	return limits
}

// statusBytes returns the amount of a field of /proc/self/status, such as
// "VmSize:   1228984 kB", in bytes, and whether status holds it.
func statusBytes(status []byte, field string) (uint64, bool) {
	for line := range bytes.Lines(status) {
		rest, ok := bytes.CutPrefix(line, []byte(field+":"))
		if !ok {
			continue
		}
		number, ok := strings.CutSuffix(strings.TrimSpace(string(rest)), " kB")
		kb, err := strconv.ParseUint(strings.TrimSpace(number), 10, 64)
		return kb << 10, ok && err == nil
	}
	return 0, false
}

// cgroupLimit returns the tightest memory limit of the control groups of
// this process and their parents, in the file system fsys rooted at /, with
// what each leaves to it: memory.max less memory.current in cgroup v2,
// memory.limit_in_bytes less memory.usage_in_bytes in v1. It reports false
// where no group has a limit, or none can be read.
func cgroupLimit(fsys fs.FS) (Limit, bool) {
	self, err := fs.ReadFile(fsys, "proc/self/cgroup")
	if err != nil {
		return Limit{}, false
	}
	best, found := Limit{}, false
	scanner := bufio.NewScanner(bytes.NewReader(self))
	for scanner.Scan() {
		// hierarchy-ID:controllers:path
		fields := strings.SplitN(scanner.Text(), ":", 3)
		if len(fields) != 3 {
			continue
		}
		var dir, limitFile, usageFile string
		switch {
		case fields[0] == "0" && fields[1] == "":
			dir, limitFile, usageFile = "sys/fs/cgroup", "memory.max", "memory.current"
			if _, err := fs.Stat(fsys, "sys/fs/cgroup/unified"); err == nil {
				dir = "sys/fs/cgroup/unified" // a hybrid hierarchy
			}
		case strings.Contains(","+fields[1]+",", ",memory,"):
			dir, limitFile, usageFile = "sys/fs/cgroup/memory", "memory.limit_in_bytes", "memory.usage_in_bytes"
		default:
			continue
		}
		// The group and its parents up to the root; inside a namespace
		// the path may not be under the mount, which is then the group.
		for group := path.Clean(fields[2]); ; group = path.Dir(group) {
			at := path.Join(dir, strings.TrimPrefix(group, "/"))
			limit, err1 := readNumber(fsys, path.Join(at, limitFile))
			usage, err2 := readNumber(fsys, path.Join(at, usageFile))
			if err1 == nil && err2 == nil && limit < 1<<62 {
				left := subtract(limit, usage)
				if !found || left < best.Left {
					best = Limit{Left: left,
						What: fmt.Sprintf("the %s left to its control group under its limit of %s (/%s)", prose.Bytes(left), prose.Bytes(limit), path.Join(at, limitFile))}
					found = true
				}
			}
			if group == "/" || group == "." {
				break
			}
		}
	}
	return best, found
}

// readNumber reads a file of fsys that holds a whole number, or "max".
func readNumber(fsys fs.FS, name string) (uint64, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return 0, err
	}
	text := strings.TrimSpace(string(data))
	if text == "max" {
		return 1 << 63, nil
	}
	return strconv.ParseUint(text, 10, 64)
}
