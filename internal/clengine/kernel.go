package clengine

import (
	"sync"
	"sync/atomic"

	"github.com/nqueens-go/nqueens/internal/opencl"
)

// --- Programs built once a process ---
//
// Building a program takes as long as a small count on the processor,
// even where the OpenCL implementation keeps the binaries it compiled
// (docs/performance.md, section "OpenCL"). The engines therefore share
// one program for each device, source and build options for the life of
// the process, each count holding it through a kernel, which releases the
// queues its workers made and leaves the program built. A program on
// which a call has failed is built anew by the next count, in a context
// of its own: a device that failed, as a GPU that reset, may have left
// the old one unusable. The old one is released once the last count that
// holds it is over.

// programKey names a built program.
type programKey struct {
	device                 opencl.DeviceInfo
	source, options, entry string
}

// built is a program shared by the counts that hold it.
type built struct {
	key     programKey
	program *opencl.Program
	holders int  // the kernels that hold it
	dropped bool // whether a call failed on it, which takes it out of programs
}

// programs holds the built programs, by key.
var programs struct {
	sync.Mutex
	m map[programKey]*built
}

// A kernel is one count's hold on a built program: the queues of its
// workers, each with the program's kernel entry. Its methods may be
// called from several goroutines at once.
type kernel struct {
	device opencl.DeviceInfo
	b      *built
	failed atomic.Bool // whether a call on the device failed

	mu     sync.Mutex
	queues []*opencl.Queue
}

// hold returns a hold on the program of source, built for device d with
// options, whose kernel entry is called entry: the one built before, or a
// new one, which a failure to build makes an error that names the device.
func hold(d opencl.DeviceInfo, source, options, entry string) (*kernel, error) {
	key := programKey{d, source, options, entry}
	programs.Lock()
	defer programs.Unlock()
	b := programs.m[key]
	if b == nil {
		p, err := opencl.Build(d, source, options, entry)
		if err != nil {
			return nil, openclError(d, err)
		}
		b = &built{key: key, program: p}
		if programs.m == nil {
			programs.m = make(map[programKey]*built)
		}
		programs.m[key] = b
	}
	b.holders++
	return &kernel{device: d, b: b}, nil
}

// queue returns a new queue of the program, which release frees.
func (k *kernel) queue() (*opencl.Queue, error) {
	q, err := k.b.program.Queue()
	if err != nil {
		return nil, err
	}
	k.mu.Lock()
	k.queues = append(k.queues, q)
	k.mu.Unlock()
	return q, nil
}

// fail returns err, from a call on the device, as an error that names the
// device, and has the next count build the program anew.
func (k *kernel) fail(err error) error {
	k.failed.Store(true)
	return openclError(k.device, err)
}

// release frees the queues, and gives up the hold on the program, which
// is released if a call on it failed and no other count holds it. The
// kernel is not used again.
func (k *kernel) release() {
	k.mu.Lock()
	for _, q := range k.queues {
		q.Release()
	}
	k.queues = nil
	k.mu.Unlock()
	programs.Lock()
	defer programs.Unlock()
	b := k.b
	if k.failed.Load() && !b.dropped {
		b.dropped = true
		delete(programs.m, b.key)
	}
	if b.holders--; b.holders == 0 && b.dropped {
		b.program.Release()
	}
}
