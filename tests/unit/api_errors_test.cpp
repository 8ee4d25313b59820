// Runtime errors of the chapter 3 routines: each stops the program (exit
// status 1) with a message naming the routine, its arguments and the caller,
// then what is wrong; on a fake discrete device and on the host devices.
#include "api_fake_device.h"

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace acorn;
using ::testing::ExitedWithCode;

namespace {

using ApiErrorsDeathTest = ApiOnFakeDevice;

const std::string DataArgs = std::string("data_arg=") + AnyPtr + ", bytes=";

TEST_F(ApiErrorsDeathTest, UpdateOfAbsentData) {
  std::vector<int> A(100);
  EXPECT_EXIT(acc_update_device(A.data(), 400), ExitedWithCode(1),
              apiError("acc_update_device", DataArgs + "400") +
                  "data for 'data_arg' \\(host 0x[0-9a-f]+-0x[0-9a-f]+ \\(400 "
                  "bytes\\)\\) is not present on nvidia device 0; no data is "
                  "present on the device");
  EXPECT_EXIT(acc_update_self_async(A.data(), 8, 3), ExitedWithCode(1),
              apiError("acc_update_self_async", DataArgs + "8, async_arg=3") +
                  "data for 'data_arg' .* is not present");
}

TEST_F(ApiErrorsDeathTest, CopyinOfPartlyPresentData) {
  std::vector<int> A(100);
  acc_copyin(A.data(), 200);
  EXPECT_EXIT(
      acc_copyin(A.data(), 400), ExitedWithCode(1),
      apiError("acc_copyin", DataArgs + "400") +
          "data for 'data_arg' .* is partially present on nvidia "
          "device 0: the device holds host 0x[0-9a-f]+-0x[0-9a-f]+ "
          "\\(200 bytes; structured 0, dynamic 1; mapped by acc_copyin\\)");
  EXPECT_EXIT(acc_create(A.data() + 40, 100), ExitedWithCode(1),
              "is partially present");
  EXPECT_EXIT(acc_copyout(A.data() + 10, 400), ExitedWithCode(1),
              apiError("acc_copyout", DataArgs + "400") +
                  ".* is partially present");
}

TEST_F(ApiErrorsDeathTest, DeleteWithADifferentExtent) {
  std::vector<int> A(100);
  acc_copyin(A.data(), 400);
  EXPECT_EXIT(acc_copyout(A.data(), 200), ExitedWithCode(1),
              apiError("acc_copyout", DataArgs + "200") +
                  "data for 'data_arg' .* is present on nvidia device 0 with "
                  "a different extent: the device holds host "
                  "0x[0-9a-f]+-0x[0-9a-f]+ \\(400 bytes; structured 0, dynamic "
                  "1; mapped by acc_copyin\\)");
  EXPECT_EXIT(acc_delete_finalize(A.data() + 1, 4), ExitedWithCode(1),
              "with a different extent");
  // While other references remain, a part only drops a reference.
  acc_copyin(A.data(), 400);
  acc_delete(A.data() + 1, 4);
  EXPECT_TRUE(acc_is_present(A.data(), 400));
}

/// The "// EXPECT:" lines of a program of tests/gpu-errors, as
/// scripts/gpu-build.sh extracts them.
std::vector<std::string> gpuErrorExpectations(const std::string &File) {
  std::ifstream In(std::string(ACORN_GPU_ERRORS_DIR) + "/" + File);
  EXPECT_TRUE(In.good()) << File;
  std::vector<std::string> Lines;
  const std::string Mark = "// EXPECT:";
  for (std::string Line; std::getline(In, Line);) {
    size_t At = Line.find_first_not_of(" \t");
    if (At == std::string::npos || Line.compare(At, Mark.size(), Mark) != 0)
      continue;
    At = Line.find_first_not_of(" \t", At + Mark.size());
    Lines.push_back(At == std::string::npos ? "" : Line.substr(At));
  }
  EXPECT_FALSE(Lines.empty()) << File;
  return Lines;
}

/// Matches output that holds every line, as scripts/gpu-run.sh checks
/// (grep -F of each line).
class HasEveryLine : public ::testing::MatcherInterface<const std::string &> {
public:
  explicit HasEveryLine(std::vector<std::string> Lines)
      : Lines(std::move(Lines)) {}
  bool MatchAndExplain(const std::string &Text,
                       ::testing::MatchResultListener *L) const override {
    for (const std::string &Line : Lines)
      if (Text.find(Line) == std::string::npos) {
        *L << "it lacks '" << Line << "'";
        return false;
      }
    return true;
  }
  void DescribeTo(std::ostream *OS) const override {
    *OS << "holds every EXPECT line";
  }

private:
  std::vector<std::string> Lines;
};

::testing::Matcher<const std::string &> expectLinesOf(const std::string &File) {
  return ::testing::MakeMatcher(new HasEveryLine(gpuErrorExpectations(File)));
}

// tests/gpu-errors/api_copyout_extent.c, which only a GPU runs, on the fake
// discrete device: the same calls give every line the GPU runner expects.
TEST_F(ApiErrorsDeathTest, GpuErrorsApiCopyoutExtent) {
  EXPECT_EXIT(
      {
        // The sites acorncc records for the program's two calls (acorn_api_at).
        double *A = static_cast<double *>(calloc(1000, sizeof(double)));
        acorn_api_at("api_copyout_extent.c", 13, 3, "acc_copyin",
                     "a\0" "1000 * sizeof(double)", 2);
        acc_copyin(A, 1000 * sizeof(double));
        acorn_api_at("api_copyout_extent.c", 14, 3, "acc_copyout",
                     "a\0" "500 * sizeof(double)", 2);
        acc_copyout(A, 500 * sizeof(double));
      },
      ExitedWithCode(1), expectLinesOf("api_copyout_extent.c"));
}

TEST_F(ApiErrorsDeathTest, NullPointers) {
  int X[4];
  EXPECT_EXIT(acc_copyin(nullptr, 8), ExitedWithCode(1),
              apiError("acc_copyin", "data_arg=NULL, bytes=8") +
                  "data_arg is a null pointer, with 8 bytes");
  EXPECT_EXIT(acc_update_self(nullptr, 4), ExitedWithCode(1),
              "data_arg is a null pointer");
  EXPECT_EXIT(acc_memcpy_to_device(nullptr, X, 16), ExitedWithCode(1),
              apiError("acc_memcpy_to_device",
                       "data_dev_dest=NULL, data_host_src=0x[0-9a-f]+, "
                       "bytes=16") +
                  "data_dev_dest is a null pointer");
  EXPECT_EXIT(acc_memcpy_from_device(X, nullptr, 16), ExitedWithCode(1),
              "data_dev_src is a null pointer");
  EXPECT_EXIT(acc_attach(nullptr), ExitedWithCode(1),
              apiError("acc_attach", "ptr_addr=NULL") +
                  "ptr_addr is a null pointer");
  EXPECT_EXIT(acc_map_data(X, nullptr, 16), ExitedWithCode(1),
              "acc_map_data needs a host address, a device address");
}

TEST_F(ApiErrorsDeathTest, BadPointersToAccFree) {
  int X[64];
  void *Block = acc_malloc(256);
  EXPECT_EXIT(acc_free(X), ExitedWithCode(1),
              apiError("acc_free", "data_dev=0x[0-9a-f]+") +
                  "0x[0-9a-f]+ is not a block allocated by acc_malloc: "
                  "acc_malloc did not return it on nvidia device 0, or it "
                  "was freed already");
  EXPECT_EXIT(acc_free(static_cast<char *>(Block) + 16), ExitedWithCode(1),
              "it points 16 bytes into the 256-byte block 0x[0-9a-f]+ that "
              "acc_malloc returned");
  void *Dev = acc_copyin(X, sizeof X);
  EXPECT_EXIT(acc_free(Dev), ExitedWithCode(1),
              "it is the device copy of host 0x[0-9a-f]+-0x[0-9a-f]+ \\(256 "
              "bytes\\), which data clauses or acc_copyin/acc_create manage");
  acc_free(Block);
  EXPECT_EXIT(acc_free(Block), ExitedWithCode(1), "or it was freed already");
}

TEST_F(ApiErrorsDeathTest, OutOfDeviceMemory) {
  D.Capacity = 1000;
  std::vector<char> A(4000);
  EXPECT_EXIT(acc_malloc(2000), ExitedWithCode(1),
              apiError("acc_malloc", "bytes=2000") +
                  "cannot allocate 2000 bytes on nvidia device 0: out of "
                  "device memory");
  EXPECT_EXIT(acc_copyin(A.data(), 4000), ExitedWithCode(1),
              apiError("acc_copyin", DataArgs + "4000") +
                  "cannot allocate 4000 bytes on nvidia device 0 for "
                  "'data_arg' .*: out of device memory");
}

TEST_F(ApiErrorsDeathTest, InvalidAsyncArguments) {
  int X[4];
  EXPECT_EXIT(
      acc_copyin_async(X, sizeof X, -7), ExitedWithCode(1),
      apiError("acc_copyin_async", DataArgs + "16, async_arg=-7") +
          "invalid async argument -7: expected a non-negative queue "
          "number, acc_async_noval \\(-1\\) or acc_async_sync \\(-2\\)");
  EXPECT_EXIT(acc_wait(-9), ExitedWithCode(1),
              apiError("acc_wait", "wait_arg=-9") + "invalid wait argument -9");
  EXPECT_EXIT(acc_wait_async(1, -5), ExitedWithCode(1),
              "invalid async argument -5");
  EXPECT_EXIT(acc_set_default_async(-4), ExitedWithCode(1),
              apiError("acc_set_default_async", "async_arg=-4") +
                  "invalid async argument -4");
  EXPECT_EXIT(acc_memcpy_device_async(X, X, 4, -12), ExitedWithCode(1),
              "invalid async argument -12");
  int Qs[] = {1, -6};
  EXPECT_EXIT(acc_wait_any(2, Qs), ExitedWithCode(1),
              "invalid wait argument -6");
  EXPECT_EXIT(acc_wait_any(-1, Qs), ExitedWithCode(1),
              apiError("acc_wait_any", "count=-1, wait_arg=0x[0-9a-f]+") +
                  "count is negative \\(-1\\)");
}

TEST_F(ApiErrorsDeathTest, MapAndUnmap) {
  int X[16];
  std::vector<int> Buf(16);
  acc_copyin(X, sizeof X);
  EXPECT_EXIT(acc_map_data(X, Buf.data(), sizeof X), ExitedWithCode(1),
              apiError("acc_map_data", std::string("data_arg=") + AnyPtr +
                                           ", data_dev=" + AnyPtr +
                                           ", bytes=64") +
                  "cannot map host .*: it is already present");
  EXPECT_EXIT(acc_unmap_data(Buf.data()), ExitedWithCode(1),
              "was not mapped by acc_map_data");
  // acc_free of a block still mapped: the mapping would point at freed memory.
  int Y[16];
  void *Block = acc_malloc(sizeof Y);
  acc_map_data(Y, Block, sizeof Y);
  EXPECT_EXIT(acc_free(Block), ExitedWithCode(1),
              apiError("acc_free", "data_dev=0x[0-9a-f]+") +
                  "0x[0-9a-f]+ is still the device copy of host .* that "
                  "acc_map_data mapped: call acc_unmap_data first");
  acc_unmap_data(Y);
  acc_free(Block);
}

// On the host devices only what the arguments show can be wrong.
TEST(ApiErrorsHostDeathTest, HostDevices) {
  for (acc_device_t T : {acc_device_host, acc_device_multicore}) {
    acc_set_device_type(T);
    int X[4];
    EXPECT_EXIT(acc_free(X), ExitedWithCode(1),
                "is not a block allocated by acc_malloc: acc_malloc did not "
                "return it on (host|multicore) device 0");
    EXPECT_EXIT(acc_malloc(size_t(1) << 62), ExitedWithCode(1),
                "out of device memory");
    EXPECT_EXIT(acc_copyin(nullptr, 4), ExitedWithCode(1),
                "data_arg is a null pointer");
    EXPECT_EXIT(acc_create_async(X, sizeof X, -3), ExitedWithCode(1),
                "invalid async argument -3");
    EXPECT_EXIT(acc_set_device_type(static_cast<acc_device_t>(42)),
                ExitedWithCode(1),
                apiError("acc_set_device_type", "dev_type=42") +
                    "42 is not a device type this runtime has");
    EXPECT_EXIT(acc_shutdown_device(2, T), ExitedWithCode(1),
                "device number 2 is out of range");
    // Valid calls do not stop.
    void *P = acc_malloc(16);
    acc_free(P);
  }
}

// Errors of directives keep naming the construct and its file:line.
TEST_F(ApiErrorsDeathTest, DirectiveErrorsNameTheConstruct) {
  int X[4];
  const acorn_construct C = {"solver.c", 42, 9, "parallel loop"};
  acorn_map M = {X, sizeof X, ACORN_MAP_PRESENT, 0, "x[0:4]", nullptr};
  EXPECT_EXIT(acorn_data_enter(&C, &M, 1, acc_async_sync, 1), ExitedWithCode(1),
              "ACORN RUNTIME ERROR: solver.c:42:9: in 'parallel loop': data "
              "for 'x\\[0:4\\]' .* is not present on nvidia device 0");
}

} // namespace
