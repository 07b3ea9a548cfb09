package opencl

import (
	"runtime"
	"sync"
	"unsafe"
)

// A Program is an OpenCL program built for one device, in a context of its
// own, with the name of the kernel of it that its queues run. Its methods
// may be called from several goroutines at once; Release frees it.
type Program struct {
	l       *library
	device  deviceID
	context context
	program program
	name    string

	mu     sync.Mutex
	queues []*Queue // those not released yet
}

// Build builds the OpenCL C source for device d with the build options,
// and checks that it has a kernel called name. A program that does not
// build is an *Error whose Log is the compiler's.
func Build(d DeviceInfo, source, options, name string) (*Program, error) {
	l, err := load()
	if err != nil {
		return nil, err
	}
	p := &Program{l: l, device: d.id, name: name}
	var code int32
	if p.context = l.createContext(0, 1, &p.device, 0, 0, &code); code != 0 {
		return nil, check("clCreateContext", code)
	}
	text := append([]byte(source), 0)
	sources := []*byte{&text[0]}
	length := uintptr(len(source))
	var pin runtime.Pinner
	pin.Pin(&text[0])
	pin.Pin(&sources[0])
	p.program = l.createProgram(p.context, 1, &sources[0], &length, &code)
	pin.Unpin()
	if code != 0 {
		p.Release()
		return nil, check("clCreateProgramWithSource", code)
	}
	if code := l.buildProgram(p.program, 1, &p.device, options, 0, 0); code != 0 {
		e := &Error{Call: "clBuildProgram", Code: code, Log: p.buildLog()}
		p.Release()
		return nil, e
	}
	k := l.createKernel(p.program, name, &code)
	if code != 0 {
		p.Release()
		return nil, check("clCreateKernel", code)
	}
	l.releaseKernel(k)
	return p, nil
}

// A Queue is a command queue of a program, with a kernel and buffers of its
// own: one goroutine uses it at a time, while others use other queues of
// the same program, which the device runs side by side.
type Queue struct {
	p       *Program
	queue   queue
	kernel  kernel
	buffers []memory
}

// Queue returns a new queue of p, which p.Release frees if q.Release has
// not.
func (p *Program) Queue() (*Queue, error) {
	q := &Queue{p: p}
	var code int32
	if q.queue = p.l.createCommandQueue(p.context, p.device, 0, &code); code != 0 {
		return nil, check("clCreateCommandQueue", code)
	}
	if q.kernel = p.l.createKernel(p.program, p.name, &code); code != 0 {
		p.l.releaseCommandQueue(q.queue)
		return nil, check("clCreateKernel", code)
	}
	p.mu.Lock()
	p.queues = append(p.queues, q)
	p.mu.Unlock()
	return q, nil
}

// buildLog returns the compiler's log of the program's build.
func (p *Program) buildLog() string {
	var size uintptr
	if p.l.getProgramBuildInfo(p.program, p.device, programBuildLog, 0, nil, &size) != 0 || size == 0 {
		return ""
	}
	buf := make([]byte, size)
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&buf[0])
	if p.l.getProgramBuildInfo(p.program, p.device, programBuildLog, size, unsafe.Pointer(&buf[0]), nil) != 0 {
		return ""
	}
	for len(buf) > 0 && (buf[len(buf)-1] == 0 || buf[len(buf)-1] == '\n') {
		buf = buf[:len(buf)-1]
	}
	return string(buf)
}

// A Buffer is memory on the device, of words of 64 bits.
type Buffer struct {
	m     memory
	words int
}

// Buffer returns a buffer of words 64-bit words on the device, which
// Release frees with the queue.
func (q *Queue) Buffer(words int) (*Buffer, error) {
	var code int32
	m := q.p.l.createBuffer(q.p.context, memReadWrite, uintptr(max(words, 1)*8), 0, &code)
	if code != 0 {
		return nil, check("clCreateBuffer", code)
	}
	q.buffers = append(q.buffers, m)
	return &Buffer{m, words}, nil
}

// Write copies data to the start of b, and returns once it is copied.
func (q *Queue) Write(b *Buffer, data []uint64) error {
	return q.transfer("clEnqueueWriteBuffer", q.p.l.enqueueWriteBuffer, b, data)
}

// Read copies the start of b into data, once the kernels before it have
// run.
func (q *Queue) Read(b *Buffer, data []uint64) error {
	return q.transfer("clEnqueueReadBuffer", q.p.l.enqueueReadBuffer, b, data)
}

// transfer copies between data and the start of b with enqueue, the
// blocking write or read of the OpenCL function named fn, holding data in
// place while the device reads or writes it.
func (q *Queue) transfer(fn string, enqueue func(queue, memory, uint32, uintptr, uintptr, unsafe.Pointer, uint32, uintptr, uintptr) int32, b *Buffer, data []uint64) error {
	if len(data) == 0 {
		return nil
	}
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(&data[0])
	return check(fn, enqueue(q.queue, b.m, 1, 0, uintptr(len(data)*8), unsafe.Pointer(&data[0]), 0, 0, 0))
}

// Run runs the kernel on global work items, in work groups of local, 0
// for the platform's choice, with its arguments args, each a *Buffer or an
// int32, and returns once it has run.
func (q *Queue) Run(global, local int, args ...any) error {
	for i, arg := range args {
		var code int32
		switch v := arg.(type) {
		case *Buffer:
			m := v.m
			code = q.setArg(i, unsafe.Sizeof(m), unsafe.Pointer(&m))
		case int32:
			code = q.setArg(i, 4, unsafe.Pointer(&v))
		default:
			panic("opencl: Queue.Run: an argument neither *Buffer nor int32")
		}
		if err := check("clSetKernelArg", code); err != nil {
			return err
		}
	}
	g, l := uintptr(global), uintptr(local)
	lp := &l
	if local == 0 {
		lp = nil
	}
	if err := check("clEnqueueNDRangeKernel", q.p.l.enqueueNDRangeKernel(q.queue, q.kernel, 1, 0, &g, lp, 0, 0, 0)); err != nil {
		return err
	}
	return check("clFinish", q.p.l.finish(q.queue))
}

// setArg sets argument i of the kernel to the size bytes at value.
func (q *Queue) setArg(i int, size uintptr, value unsafe.Pointer) int32 {
	var pin runtime.Pinner
	defer pin.Unpin()
	pin.Pin(value)
	return q.p.l.setKernelArg(q.kernel, uint32(i), size, value)
}

// Release frees the queue, its kernel and its buffers. A released queue is
// not used again.
func (q *Queue) Release() {
	p := q.p
	p.mu.Lock()
	for i, r := range p.queues {
		if r == q {
			p.queues = append(p.queues[:i], p.queues[i+1:]...)
			break
		}
	}
	p.mu.Unlock()
	q.release()
}

// release frees what q holds.
func (q *Queue) release() {
	l := q.p.l
	for _, m := range q.buffers {
		l.releaseMemObject(m)
	}
	q.buffers = nil
	if q.kernel != 0 {
		l.releaseKernel(q.kernel)
	}
	if q.queue != 0 {
		l.releaseCommandQueue(q.queue)
	}
	q.kernel, q.queue = 0, 0
}

// Release frees the program, its queues and its context, once no
// goroutine uses them. A released program is not used again.
func (p *Program) Release() {
	p.mu.Lock()
	queues := p.queues
	p.queues = nil
	p.mu.Unlock()
	for _, q := range queues {
		q.release()
	}
	if p.program != 0 {
		p.l.releaseProgram(p.program)
	}
	if p.context != 0 {
		p.l.releaseContext(p.context)
	}
	p.program, p.context = 0, 0
}

// Words returns the size of b, in 64-bit words.
func (b *Buffer) Words() int { return b.words }
