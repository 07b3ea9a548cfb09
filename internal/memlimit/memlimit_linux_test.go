package memlimit

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// TestCgroupLimit reads the memory limits of made-up control groups: cgroup
// v2 alone, v1 and a hybrid, a parent's limit tighter than its child's, and
// groups without limits.
func TestCgroupLimit(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	for _, tc := range []struct {
		name  string
		fsys  fstest.MapFS
		left  uint64
		where string // the file of the limit, "" for no limit
	}{
		{"v2", fstest.MapFS{
			"proc/self/cgroup":                        file("0::/jobs/count\n"),
			"sys/fs/cgroup/jobs/count/memory.max":     file("1073741824\n"),
			"sys/fs/cgroup/jobs/count/memory.current": file("104857600\n"),
			"sys/fs/cgroup/jobs/memory.max":           file("max\n"),
			"sys/fs/cgroup/jobs/memory.current":       file("209715200\n"),
		}, 1<<30 - 100<<20, "/sys/fs/cgroup/jobs/count/memory.max"},
		{"v2, the parent tighter", fstest.MapFS{
			"proc/self/cgroup":                        file("0::/jobs/count\n"),
			"sys/fs/cgroup/jobs/count/memory.max":     file("max\n"),
			"sys/fs/cgroup/jobs/count/memory.current": file("104857600\n"),
			"sys/fs/cgroup/jobs/memory.max":           file("536870912\n"),
			"sys/fs/cgroup/jobs/memory.current":       file("209715200\n"),
		}, 512<<20 - 200<<20, "/sys/fs/cgroup/jobs/memory.max"},
		{"v1", fstest.MapFS{
			"proc/self/cgroup": file("9:name=systemd:/\n4:memory:/process_api/abc\n1:cpu:/\n0::/\n"),
			"sys/fs/cgroup/memory/process_api/abc/memory.limit_in_bytes": file("3221225472\n"),
			"sys/fs/cgroup/memory/process_api/abc/memory.usage_in_bytes": file("1073741824\n"),
			"sys/fs/cgroup/memory/memory.limit_in_bytes":                 file("9223372036854771712\n"),
			"sys/fs/cgroup/memory/memory.usage_in_bytes":                 file("1\n"),
			"sys/fs/cgroup/unified/cgroup.procs":                         file(""),
		}, 2 << 30, "/sys/fs/cgroup/memory/process_api/abc/memory.limit_in_bytes"},
		{"hybrid, a limit in the unified tree", fstest.MapFS{
			"proc/self/cgroup":                           file("4:memory:/\n0::/box\n"),
			"sys/fs/cgroup/unified/box/memory.max":       file("2147483648\n"),
			"sys/fs/cgroup/unified/box/memory.current":   file("0\n"),
			"sys/fs/cgroup/memory/memory.limit_in_bytes": file("9223372036854771712\n"),
			"sys/fs/cgroup/memory/memory.usage_in_bytes": file("1\n"),
		}, 2 << 30, "/sys/fs/cgroup/unified/box/memory.max"},
		{"no limit", fstest.MapFS{
			"proc/self/cgroup":             file("0::/\n"),
			"sys/fs/cgroup/memory.max":     file("max\n"),
			"sys/fs/cgroup/memory.current": file("5\n"),
		}, 0, ""},
		{"nothing to read", fstest.MapFS{}, 0, ""},
		{"over the limit", fstest.MapFS{
			"proc/self/cgroup":             file("0::/\n"),
			"sys/fs/cgroup/memory.max":     file("100\n"),
			"sys/fs/cgroup/memory.current": file("200\n"),
		}, 0, "/sys/fs/cgroup/memory.max"},
	} {
		l, ok := cgroupLimit(tc.fsys)
		switch {
		case ok != (tc.where != ""):
			t.Errorf("%s: %+v, %v; want a limit: %v", tc.name, l, ok, tc.where != "")
		case ok && (l.Left != tc.left || !strings.Contains(l.What, "("+tc.where+")") || l.Virtual):
			t.Errorf("%s: %+v; want %d bytes left under %s", tc.name, l, tc.left, tc.where)
		}
	}
}

// TestStatusBytes reads the fields of /proc/self/status.
func TestStatusBytes(t *testing.T) {
	status := []byte("Name:\tnqueens\nVmPeak:\t 1229000 kB\nVmSize:\t 1228984 kB\nVmData:\t   45000 kB\n")
	if got, ok := statusBytes(status, "VmSize"); !ok || got != 1228984<<10 {
		t.Errorf("VmSize: %d, %v", got, ok)
	}
	if got, ok := statusBytes(status, "VmData"); !ok || got != 45000<<10 {
		t.Errorf("VmData: %d, %v", got, ok)
	}
	if _, ok := statusBytes(status, "VmRSS"); ok {
		t.Errorf("VmRSS found in a status without it")
	}
	own, _ := os.ReadFile("/proc/self/status")
	if got, ok := statusBytes(own, "VmSize"); !ok || got < 1<<20 {
		t.Errorf("this process's VmSize: %d, %v", got, ok)
	}
}
