package main

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/nqueens-go/nqueens"
)

// TestSlurmCluster runs the Slurm example on a real Slurm of one node,
// which it starts itself: munged, slurmctld and slurmd, as root, stopped by
// their process ids when the test ends, however it ends. It submits
// examples/slurm/nqueens.sbatch as an array of 8 tasks for n = 14 and sums
// their output; then, for n = 17 in 4 shards, kills one task with SIGKILL
// once it has saved a few subproblems, requeues it, and sums again. Both
// sums must agree with OEIS.
//
// It runs only when NQUEENS_NEED_SLURM is set, as CI sets it after it
// installs slurm-wlm and munge from Debian's packages, and then fails
// without them or without root.
func TestSlurmCluster(t *testing.T) {
	if os.Getenv("NQUEENS_NEED_SLURM") == "" {
		t.Skip("set NQUEENS_NEED_SLURM to run the Slurm example on a Slurm of one node")
	}
	for _, tool := range []string{"munged", "mungekey", "slurmctld", "slurmd", "sbatch", "scontrol", "scancel", "squeue", "sinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("Slurm is needed: %v", err)
		}
	}
	if os.Geteuid() != 0 {
		t.Fatal("Slurm's daemons need root")
	}
	c := startSlurm(t)

	// The array of the example, as its comment says to run it.
	dir := t.TempDir()
	c.run(t, dir, "sbatch", "--array=0-7", "--wait", "--output=nqueens-14-%a.json", "--error=nqueens-14-%a.err",
		"--cpus-per-task=1", "--export=ALL,N=14,SHARDS=8", c.script)
	c.checkSum(t, dir, 14, 8)

	// A task killed part way and requeued counts only what is left.
	dir = t.TempDir()
	job := strings.TrimSpace(c.run(t, dir, "sbatch", "--parsable", "--array=0-3", "--output=nqueens-17-%a.json",
		"--error=nqueens-17-%a.err", "--cpus-per-task=1", "--export=ALL,N=17,SHARDS=4", c.script))
	checkpoint := filepath.Join(dir, "nqueens-17-0.checkpoint")
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		data, _ := os.ReadFile(checkpoint)
		if bytes.Count(data, []byte("\n")) >= 3 { // the header and two subproblems
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("task 0 saved no subproblem in a minute:\n%s", c.logs())
		}
	}
	c.run(t, dir, "scancel", "--signal=KILL", "--batch", job+"_0")
	c.waitFor(t, func() bool { return !strings.Contains(c.run(t, dir, "squeue", "-h", "-j", job+"_0"), job) })
	saved, _ := os.ReadFile(checkpoint)
	subs, err := (&nqueens.Counter{Shard: 0, Shards: 4}).Subproblems(context.Background(), 17)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(saved, []byte("\n")) > len(subs) {
		t.Fatalf("task 0 finished before it was killed: make it longer")
	}
	// Slurm starts the task again once the credential of the killed run
	// has expired, cred_expire seconds.
	c.run(t, dir, "scontrol", "requeue", job+"_0")
	c.waitFor(t, func() bool { return strings.TrimSpace(c.run(t, dir, "squeue", "-h", "-j", job)) == "" })
	c.checkSum(t, dir, 17, 4)
	resumed, _ := os.ReadFile(checkpoint)
	if !bytes.HasPrefix(resumed, saved) {
		t.Errorf("the requeued task did not keep the checkpoint of the killed one")
	}
}

// slurm is a Slurm of one node that a test started.
type slurm struct {
	dir    string   // its configuration, state and logs
	env    []string // the environment of its commands
	script string   // the example's job script
}

// startSlurm starts munged, slurmctld and slurmd, each in the foreground
// as a child of the test, and waits for the node to be idle. t.Cleanup
// stops them by their process ids.
func startSlurm(t *testing.T) *slurm {
	dir := t.TempDir()
	script, err := filepath.Abs("../../examples/slurm/nqueens.sbatch")
	if err != nil {
		t.Fatal(err)
	}
	c := &slurm{dir: dir, script: script}
	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	host, _, _ = strings.Cut(host, ".")
	for _, d := range []string{"state", "spool"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	socket := filepath.Join(dir, "munge.socket")
	conf := fmt.Sprintf(`ClusterName=nqueens
SlurmctldHost=%[1]s
SlurmUser=root
SlurmctldPort=%[3]d
SlurmdPort=%[4]d
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=%[2]s/munge.socket,cred_expire=5
StateSaveLocation=%[2]s/state
SlurmdSpoolDir=%[2]s/spool
SlurmctldPidFile=%[2]s/slurmctld.pid
SlurmdPidFile=%[2]s/slurmd.pid
SlurmctldLogFile=%[2]s/slurmctld.log
SlurmdLogFile=%[2]s/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
SchedulerParameters=sched_interval=1
ReturnToService=2
MpiDefault=none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
NodeName=%[1]s CPUs=%[5]d State=UNKNOWN
PartitionName=batch Nodes=ALL Default=YES MaxTime=INFINITE State=UP
`, host, dir, freePort(t), freePort(t), runtime.NumCPU())
	confFile := filepath.Join(dir, "slurm.conf")
	if err := os.WriteFile(confFile, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	c.env = append(os.Environ(), "SLURM_CONF="+confFile,
		"PATH="+commandDir(t)+string(os.PathListSeparator)+os.Getenv("PATH"))
	key := filepath.Join(dir, "munge.key")
	c.run(t, dir, "mungekey", "--create", "--keyfile="+key)
	c.start(t, "munged", "--foreground", "--force", "--socket="+socket, "--key-file="+key,
		"--pid-file="+filepath.Join(dir, "munged.pid"), "--log-file="+filepath.Join(dir, "munged.log"),
		"--seed-file="+filepath.Join(dir, "munged.seed"))
	c.waitFor(t, func() bool { _, err := os.Stat(socket); return err == nil })
	c.start(t, "slurmctld", "-D", "-f", confFile)
	c.start(t, "slurmd", "-D", "-f", confFile)
	c.waitFor(t, func() bool {
		out, _ := c.command(dir, "sinfo", "-h", "-o", "%t").Output()
		return strings.TrimSpace(string(out)) == "idle"
	})
	return c
}

// freePort returns a TCP port on this machine that nothing listens on.
func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// start starts a daemon in the foreground, and has t.Cleanup stop it by
// its process id.
func (c *slurm) start(t *testing.T, name string, args ...string) {
	cmd := c.command(c.dir, name, args...)
	log, err := os.Create(filepath.Join(c.dir, name+".out"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		log.Close()
	})
}

// command returns the command line name args, to run in dir with the
// Slurm's environment.
func (c *slurm) command(dir, name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = dir, c.env
	return cmd
}

// run runs a command in dir and returns its standard output; it fails the
// test if the command fails.
func (c *slurm) run(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	var stderr bytes.Buffer
	cmd := c.command(dir, name, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s\n%s", name, strings.Join(args, " "), err, stderr.String(), c.logs())
	}
	return string(out)
}

// waitFor waits up to two minutes for ready to hold.
func (c *slurm) waitFor(t *testing.T, ready func() bool) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Minute); !ready(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("Slurm did not get there in two minutes:\n%s", c.logs())
		}
	}
}

// checkSum checks that nqueens sum of the array's output of size n in
// shards agrees with OEIS, and so with the count of the library.
func (c *slurm) checkSum(t *testing.T, dir string, n, shards int) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, fmt.Sprintf("nqueens-%d-*.json", n)))
	if len(files) != shards {
		t.Fatalf("%d output files of n = %d, want %d", len(files), n, shards)
	}
	status, stdout, stderr := runCommand(append([]string{"sum"}, files...)...)
	if want := sumOutput(t, n); status != 0 || stdout != want {
		var tasks strings.Builder
		errs, _ := filepath.Glob(filepath.Join(dir, fmt.Sprintf("nqueens-%d-*.err", n)))
		for _, name := range append(files, errs...) {
			data, _ := os.ReadFile(name)
			fmt.Fprintf(&tasks, "--- %s\n%s\n", filepath.Base(name), data)
		}
		t.Errorf("sum of the array's output: status %d, stdout %q, stderr %q; want %q\n%s%s", status, stdout, stderr, want, tasks.String(), c.logs())
	}
}

// logs returns the ends of the daemons' logs, for a failure.
func (c *slurm) logs() string {
	var s strings.Builder
	for _, name := range []string{"slurmctld.log", "slurmd.log", "munged.log"} {
		data, _ := os.ReadFile(filepath.Join(c.dir, name))
		fmt.Fprintf(&s, "--- %s\n%s\n", name, data[max(0, len(data)-6000):])
	}
	return s.String()
}
