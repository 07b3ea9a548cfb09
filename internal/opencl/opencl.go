// Package opencl is a binding of the few OpenCL calls that the counting
// engine of package nqueens uses to count on a GPU, or on any other
// OpenCL device, without cgo: it loads the OpenCL library (libOpenCL.so.1,
// OpenCL.dll or the OpenCL framework) at its first use, never at import,
// through github.com/ebitengine/purego, and looks each function up before
// it binds it. A machine without the library gets an error, never a panic.
//
// Handles are named uintptr types that the package never turns back into
// Go pointers, and Go memory handed to the library is pinned for as long as
// the library holds it: during the call, as every call here is blocking.
package opencl

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"
)

// Handles of OpenCL objects.
type (
	platformID uintptr
	deviceID   uintptr
	context    uintptr
	queue      uintptr
	program    uintptr
	kernel     uintptr
	memory     uintptr
)

// LibraryVariable is the environment variable that, where it is set,
// names the OpenCL library to load, in place of the system's: a file's
// path, or a name the system's loader finds.
const LibraryVariable = "NQUEENS_OPENCL_LIBRARY"

// ErrNoLibrary is the error, wrapped in one that says what was tried, of a
// machine on which no OpenCL library can be loaded.
var ErrNoLibrary = errors.New("no OpenCL library")

// An Error is an error code that an OpenCL call returned.
type Error struct {
	Call string // the call that failed, as clBuildProgram
	Code int32  // the OpenCL error code, negative
	Log  string // the build log, for a program that does not build
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("%s: %s (%d)", e.Call, codeName(e.Code), e.Code)
	if e.Log != "" {
		msg += "\n" + e.Log
	}
	return msg
}

// OutOfMemory reports whether the device ran out of memory.
func (e *Error) OutOfMemory() bool {
	return e.Code == -4 || e.Code == -5 || e.Code == -6 || e.Code == -61
}

// codeName returns the name of an OpenCL error code.
func codeName(code int32) string {
	names := map[int32]string{
		-1: "CL_DEVICE_NOT_FOUND", -2: "CL_DEVICE_NOT_AVAILABLE", -3: "CL_COMPILER_NOT_AVAILABLE",
		-4: "CL_MEM_OBJECT_ALLOCATION_FAILURE", -5: "CL_OUT_OF_RESOURCES", -6: "CL_OUT_OF_HOST_MEMORY",
		-11: "CL_BUILD_PROGRAM_FAILURE", -30: "CL_INVALID_VALUE", -33: "CL_INVALID_DEVICE",
		-34: "CL_INVALID_CONTEXT", -36: "CL_INVALID_COMMAND_QUEUE", -38: "CL_INVALID_MEM_OBJECT",
		-45: "CL_INVALID_PROGRAM_EXECUTABLE", -46: "CL_INVALID_KERNEL_NAME", -48: "CL_INVALID_KERNEL",
		-49: "CL_INVALID_ARG_INDEX", -50: "CL_INVALID_ARG_VALUE", -51: "CL_INVALID_ARG_SIZE",
		-52: "CL_INVALID_KERNEL_ARGS", -54: "CL_INVALID_WORK_GROUP_SIZE", -61: "CL_INVALID_BUFFER_SIZE",
		-1001: "CL_PLATFORM_NOT_FOUND_KHR",
	}
	if name, ok := names[code]; ok {
		return name
	}
	return "OpenCL error"
}

// check returns an *Error for a call that returned code, or nil for
// CL_SUCCESS.
func check(call string, code int32) error {
	if code == 0 {
		return nil
	}
	return &Error{Call: call, Code: code}
}

// library holds the OpenCL functions that the package calls.
type library struct {
	getPlatformIDs       func(num uint32, platforms *platformID, numRet *uint32) int32
	getPlatformInfo      func(p platformID, param uint32, size uintptr, value unsafe.Pointer, sizeRet *uintptr) int32
	getDeviceIDs         func(p platformID, kind uint64, num uint32, devices *deviceID, numRet *uint32) int32
	getDeviceInfo        func(d deviceID, param uint32, size uintptr, value unsafe.Pointer, sizeRet *uintptr) int32
	createContext        func(props uintptr, num uint32, devices *deviceID, notify, user uintptr, errRet *int32) context
	createCommandQueue   func(c context, d deviceID, props uint64, errRet *int32) queue
	createProgram        func(c context, count uint32, sources **byte, lengths *uintptr, errRet *int32) program
	buildProgram         func(p program, num uint32, devices *deviceID, options string, notify, user uintptr) int32
	getProgramBuildInfo  func(p program, d deviceID, param uint32, size uintptr, value unsafe.Pointer, sizeRet *uintptr) int32
	createKernel         func(p program, name string, errRet *int32) kernel
	setKernelArg         func(k kernel, index uint32, size uintptr, value unsafe.Pointer) int32
	createBuffer         func(c context, flags uint64, size uintptr, host uintptr, errRet *int32) memory
	enqueueWriteBuffer   func(q queue, m memory, blocking uint32, offset, size uintptr, ptr unsafe.Pointer, nEvents uint32, events, event uintptr) int32
	enqueueReadBuffer    func(q queue, m memory, blocking uint32, offset, size uintptr, ptr unsafe.Pointer, nEvents uint32, events, event uintptr) int32
	enqueueNDRangeKernel func(q queue, k kernel, dims uint32, offset uintptr, global, local *uintptr, nEvents uint32, events, event uintptr) int32
	finish               func(q queue) int32
	releaseMemObject     func(m memory) int32
	releaseKernel        func(k kernel) int32
	releaseProgram       func(p program) int32
	releaseCommandQueue  func(q queue) int32
	releaseContext       func(c context) int32
}

var (
	loadOnce sync.Once
	lib      *library
	loadErr  error
)

// load loads the OpenCL library and binds its functions, once.
func load() (*library, error) {
	loadOnce.Do(func() { lib, loadErr = openLibrary() })
	return lib, loadErr
}
