package shard_test

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/nqueens-go/nqueens/internal/shard"
)

// environment returns a getenv of the variables env holds.
func environment(env map[string]string) func(string) string {
	return func(name string) string { return env[name] }
}

func TestParse(t *testing.T) {
	const (
		job   = "JOB_COMPLETION_INDEX"
		slurm = "SLURM_ARRAY_TASK_ID"
	)
	for _, tc := range []struct {
		arg     string
		env     map[string]string
		want    shard.Shard
		wantErr string
		// argError says whether the error is an *ArgError, the
		// command line's fault.
		argError bool
	}{
		{arg: "0/1", want: shard.Shard{I: 0, M: 1}},
		{arg: "0/8", want: shard.Shard{I: 0, M: 8}},
		{arg: "7/8", want: shard.Shard{I: 7, M: 8}},
		{arg: "+3/+8", want: shard.Shard{I: 3, M: 8}},
		{arg: "1048575/1048576", want: shard.Shard{I: 1048575, M: 1048576}},
		{arg: "3/8", env: map[string]string{job: "5"}, want: shard.Shard{I: 3, M: 8}},
		{arg: "", wantErr: "-shard : want I/M, shard I of M, or env/M", argError: true},
		{arg: "3", wantErr: "-shard 3: want I/M, shard I of M, or env/M", argError: true},
		{arg: "3:8", wantErr: "-shard 3:8: want I/M, shard I of M, or env/M", argError: true},
		{arg: "8/8", wantErr: "-shard 8/8: I = 8 out of range [0, 7]", argError: true},
		{arg: "1/1", wantErr: "-shard 1/1: I = 1 out of range [0, 0]", argError: true},
		{arg: "-1/8", wantErr: "-shard -1/8: I must be at least 0, not -1", argError: true},
		{arg: "x/8", wantErr: `-shard x/8: I: "x" is not a whole number`, argError: true},
		{arg: "/8", wantErr: `-shard /8: I: "" is not a whole number`, argError: true},
		{arg: " 1/8", wantErr: `-shard  1/8: I: " 1" is not a whole number`, argError: true},
		{arg: "ENV/8", wantErr: `-shard ENV/8: I: "ENV" is not a whole number`, argError: true},
		{arg: "99999999999999999999/8", wantErr: "-shard 99999999999999999999/8: I = 99999999999999999999 out of range [0, 7]", argError: true},
		{arg: "3/", wantErr: `-shard 3/: M: "" is not a whole number`, argError: true},
		{arg: "3/x", wantErr: `-shard 3/x: M: "x" is not a whole number`, argError: true},
		{arg: "1/2/3", wantErr: `-shard 1/2/3: M: "2/3" is not a whole number`, argError: true},
		{arg: "0/0", wantErr: "-shard 0/0: M = 0 out of range [1, 1048576]", argError: true},
		{arg: "0/-2", wantErr: "-shard 0/-2: M = -2 out of range [1, 1048576]", argError: true},
		{arg: "0/1048577", wantErr: "-shard 0/1048577: M = 1048577 out of range [1, 1048576]", argError: true},
		{arg: "0/99999999999999999999", wantErr: "-shard 0/99999999999999999999: M = 99999999999999999999 out of range [1, 1048576]", argError: true},
		{arg: "x/y", wantErr: `-shard x/y: M: "y" is not a whole number`, argError: true},
		{arg: "env/0", env: map[string]string{job: "0"}, wantErr: "-shard env/0: M = 0 out of range [1, 1048576]", argError: true},
		{arg: "env/x", env: map[string]string{job: "0"}, wantErr: `-shard env/x: M: "x" is not a whole number`, argError: true},

		{arg: "env/8", env: map[string]string{job: "3"}, want: shard.Shard{I: 3, M: 8}},
		{arg: "env/8", env: map[string]string{slurm: "5"}, want: shard.Shard{I: 5, M: 8}},
		{arg: "env/8", env: map[string]string{job: "7", slurm: "7"}, want: shard.Shard{I: 7, M: 8}},
		{arg: "env/8", env: map[string]string{job: "", slurm: "2"}, want: shard.Shard{I: 2, M: 8}},
		{arg: "env/1", env: map[string]string{job: "0"}, want: shard.Shard{I: 0, M: 1}},
		{arg: "env/8", env: nil, wantErr: "-shard env/8: neither JOB_COMPLETION_INDEX (Kubernetes) nor SLURM_ARRAY_TASK_ID (Slurm) is set"},
		{arg: "env/8", env: map[string]string{job: "", slurm: ""}, wantErr: "-shard env/8: neither JOB_COMPLETION_INDEX (Kubernetes) nor SLURM_ARRAY_TASK_ID (Slurm) is set"},
		{arg: "env/8", env: map[string]string{job: "3", slurm: "4"}, wantErr: `-shard env/8: JOB_COMPLETION_INDEX = "3" and SLURM_ARRAY_TASK_ID = "4" disagree; unset the one that is not this task's`},
		{arg: "env/8", env: map[string]string{job: "x"}, wantErr: `-shard env/8: JOB_COMPLETION_INDEX = "x" is not a whole number`},
		{arg: "env/8", env: map[string]string{slurm: " 1"}, wantErr: `-shard env/8: SLURM_ARRAY_TASK_ID = " 1" is not a whole number`},
		{arg: "env/8", env: map[string]string{job: "x", slurm: "1"}, wantErr: `-shard env/8: JOB_COMPLETION_INDEX = "x" is not a whole number`},
		{arg: "env/8", env: map[string]string{job: "8"}, wantErr: "-shard env/8: JOB_COMPLETION_INDEX = 8 out of range [0, 7]"},
		{arg: "env/8", env: map[string]string{slurm: "-1"}, wantErr: "-shard env/8: SLURM_ARRAY_TASK_ID = -1 out of range [0, 7]"},
	} {
		t.Run(fmt.Sprintf("arg=%q,env=%v", tc.arg, tc.env), func(t *testing.T) {
			got, err := shard.Parse(tc.arg, environment(tc.env))
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("Parse(%q) error: %v", tc.arg, err)
				}
				if diff := gocmp.Diff(tc.want, got); diff != "" {
					t.Errorf("Parse(%q) (-want +got):\n%s", tc.arg, diff)
				}
				return
			}
			if err == nil {
				t.Fatalf("Parse(%q) = %+v, want error %q", tc.arg, got, tc.wantErr)
			}
			if err.Error() != tc.wantErr {
				t.Errorf("Parse(%q) error = %q, want %q", tc.arg, err, tc.wantErr)
			}
			var argErr *shard.ArgError
			if errors.As(err, &argErr) != tc.argError {
				t.Errorf("Parse(%q) error %q: an *ArgError is %v, want %v", tc.arg, err, !tc.argError, tc.argError)
			}
		})
	}
}

func TestShardWhole(t *testing.T) {
	for _, tc := range []struct {
		s    shard.Shard
		want bool
	}{
		{shard.Shard{}, true},
		{shard.Shard{I: 0, M: 1}, true},
		{shard.Shard{I: 0, M: 2}, false},
		{shard.Shard{I: 1, M: 2}, false},
	} {
		if got := tc.s.Whole(); got != tc.want {
			t.Errorf("%+v.Whole() = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestWholeNumber(t *testing.T) {
	for _, tc := range []struct {
		s, lo, hi string
		want      string
	}{
		{"7", "0", "9", ""},
		{"99999999999999999999", "0", "9", "-n = 99999999999999999999 out of range [0, 9]"},
		{"x", "0", "9", `-n: "x" is not a whole number`},
		{"-1", "0", "9", "-n must be at least 0, not -1"},
		{"3", "4", "9", "-n = 3 out of range [4, 9]"},
		{"10", "0", "9", "-n = 10 out of range [0, 9]"},
	} {
		lo, _ := strconv.Atoi(tc.lo)
		hi, _ := strconv.Atoi(tc.hi)
		v, err := shard.WholeNumber("-n", tc.s, lo, hi)
		var ae *shard.ArgError
		switch {
		case tc.want == "" && (err != nil || v != 7):
			t.Errorf("WholeNumber(%q) = %d, %v; want 7", tc.s, v, err)
		case tc.want != "" && (!errors.As(err, &ae) || err.Error() != tc.want):
			t.Errorf("WholeNumber(%q, %s, %s) = %d, %v; want the ArgError %q", tc.s, tc.lo, tc.hi, v, err, tc.want)
		}
	}
}

func TestShardRange(t *testing.T) {
	for _, tc := range []struct {
		s     shard.Shard
		total uint64
	}{
		{shard.Shard{}, 92},
		{shard.Shard{I: 0, M: 1}, 92},
		{shard.Shard{I: 0, M: 3}, 92},
		{shard.Shard{I: 2, M: 3}, 92},
		{shard.Shard{I: 5, M: 8}, 3}, // fewer items than shards
		{shard.Shard{I: 1, M: 2}, math.MaxUint64},
	} {
		from, to := tc.s.Range(tc.total)
		m := max(tc.s.M, 1)
		wantFrom := new(big.Int).Div(new(big.Int).Mul(new(big.Int).SetUint64(tc.total), big.NewInt(int64(tc.s.I))), big.NewInt(int64(m)))
		wantTo := new(big.Int).Div(new(big.Int).Mul(new(big.Int).SetUint64(tc.total), big.NewInt(int64(tc.s.I+1))), big.NewInt(int64(m)))
		if from != wantFrom.Uint64() || to != wantTo.Uint64() {
			t.Errorf("%+v.Range(%d) = %d, %d; want %v, %v", tc.s, tc.total, from, to, wantFrom, wantTo)
		}
	}
	// The shards in order are all the items, once.
	next := uint64(0)
	for i := range 7 {
		from, to := shard.Shard{I: i, M: 7}.Range(100)
		if from != next || to < from || to-from > 15 || to-from < 14 {
			t.Errorf("shard %d of 7 of 100: [%d, %d), after %d", i, from, to, next)
		}
		next = to
	}
	if next != 100 {
		t.Errorf("the shards of 100 end at %d", next)
	}
}

// FuzzParse checks that Parse never panics, that a shard it
// returns is in range and reads back the same written as I/M, and that
// only an argument of env/M has an error that is not an *ArgError.
func FuzzParse(f *testing.F) {
	for _, seed := range [][3]string{
		{"3/8", "", ""}, {"env/8", "3", ""}, {"env/8", "", "7"}, {"env/8", "3", "4"},
		{"env/8", "x", ""}, {"-1/8", "", ""}, {"0/1048576", "", ""}, {"0/0", "", ""},
		{"env/1048576", "1048575", "1048575"}, {"+1/+2", "", ""}, {"x", "", ""},
	} {
		f.Add(seed[0], seed[1], seed[2])
	}
	f.Fuzz(func(t *testing.T, arg, job, slurm string) {
		getenv := environment(map[string]string{"JOB_COMPLETION_INDEX": job, "SLURM_ARRAY_TASK_ID": slurm})
		s, err := shard.Parse(arg, getenv)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "-shard "+arg+": ") {
				t.Errorf("Parse(%q) error %q does not name the argument", arg, err)
			}
			var argErr *shard.ArgError
			if !errors.As(err, &argErr) && !strings.HasPrefix(arg, "env/") {
				t.Errorf("Parse(%q) error %q is not an *ArgError", arg, err)
			}
			return
		}
		if s.M < 1 || s.M > shard.MaxShards || s.I < 0 || s.I >= s.M {
			t.Fatalf("Parse(%q) = %+v, out of range", arg, s)
		}
		again, err := shard.Parse(strconv.Itoa(s.I)+"/"+strconv.Itoa(s.M), getenv)
		if err != nil || again != s {
			t.Fatalf("Parse(%q) = %+v, but %d/%d reads as %+v, %v", arg, s, s.I, s.M, again, err)
		}
	})
}
