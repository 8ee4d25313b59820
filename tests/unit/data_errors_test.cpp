// The runtime errors of data clauses on a discrete device, as the person who
// wrote the directive reads them: the section as written, the construct and
// its file:line, the host range, and every present-table entry that overlaps
// it with its reference counts and the construct that mapped it.
#include "core/data.h"
#include "fake_device.h"

#include <gtest/gtest.h>

#include <vector>

using namespace acorn;
using ::testing::ExitedWithCode;

namespace {

const acorn_construct DataC = {"solver.c", 12, 3, "data"};
const acorn_construct EnterC = {"solver.c", 20, 1, "enter data"};
const acorn_construct ExitC = {"solver.c", 30, 1, "exit data"};
const acorn_construct UpdateC = {"solver.c", 40, 1, "update"};
constexpr int Sync = ACORN_ASYNC_SYNC;
const std::string Range = "host 0x[0-9a-f]+-0x[0-9a-f]+";

acorn_map mapOf(void *Host, size_t Bytes, int Kind, const char *Name) {
  return acorn_map{Host, Bytes, Kind, 0, Name, nullptr};
}

struct DataErrorsDeathTest : ::testing::Test {
  FakeDiscreteDevice D;
  std::vector<double> A = std::vector<double>(100, 1.0);
};

TEST_F(DataErrorsDeathTest, PartlyPresentListsEveryOverlappingEntry) {
  acorn_map Lo =
      mapOf(A.data(), 10 * sizeof(double), ACORN_MAP_COPYIN, "a[0:10]");
  acorn_map Hi =
      mapOf(A.data() + 20, 10 * sizeof(double), ACORN_MAP_CREATE, "a[20:10]");
  enterData(D, &EnterC, &Lo, 1, Sync);
  dataEnter(D, &DataC, &Hi, 1, Sync);
  acorn_map All =
      mapOf(A.data(), 100 * sizeof(double), ACORN_MAP_UPDATE_DEVICE, "a[0:n]");
  EXPECT_EXIT(
      updateData(D, &UpdateC, &All, 1, Sync, false), ExitedWithCode(1),
      "ACORN RUNTIME ERROR: solver.c:40:1: in 'update': data for "
      "'a\\[0:n\\]' \\(" +
          Range +
          " \\(800 bytes\\)\\) is partially "
          "present on nvidia device 0: the device holds " +
          Range +
          " \\(80 bytes; structured 0, dynamic 1; mapped by 'enter data' "
          "at solver.c:20:1\\); " +
          Range +
          " \\(80 bytes; structured 1, "
          "dynamic 0; mapped by 'data' at solver.c:12:3\\); a range must "
          "be entirely present or entirely absent");
}

TEST_F(DataErrorsDeathTest, NotPresentNamesTheNeighbours) {
  acorn_map Lo =
      mapOf(A.data(), 10 * sizeof(double), ACORN_MAP_COPYIN, "a[0:10]");
  enterData(D, &EnterC, &Lo, 1, Sync);
  acorn_map P = mapOf(A.data() + 50, 8, ACORN_MAP_PRESENT, "a[50]");
  EXPECT_EXIT(dataEnter(D, &DataC, &P, 1, Sync), ExitedWithCode(1),
              "solver.c:12:3: in 'data': data for 'a\\[50\\]' \\(" + Range +
                  " \\(8 bytes\\)\\) is not present on nvidia device 0; "
                  "nearest present data: " +
                  Range +
                  " \\(80 bytes; structured 0, dynamic 1; mapped by 'enter "
                  "data' at solver.c:20:1\\) below");
}

// 2.7.8: exit data releases dynamic references only; data a data construct
// holds is left as it is (no action), and stays until the construct ends.
TEST_F(DataErrorsDeathTest, ExitDataUnderStructuredReferenceDoesNothing) {
  acorn_map M = mapOf(A.data(), 100 * sizeof(double), ACORN_MAP_COPY, "a");
  dataEnter(D, &DataC, &M, 1, Sync);
  acorn_map Out =
      mapOf(A.data(), 100 * sizeof(double), ACORN_MAP_COPYOUT, "a[0:100]");
  exitData(D, &ExitC, &Out, 1, Sync, false);
  acorn_map Del =
      mapOf(A.data(), 100 * sizeof(double), ACORN_MAP_DELETE, "a[0:100]");
  exitData(D, &ExitC, &Del, 1, Sync, /*Finalize=*/true);
  EXPECT_EQ(D.presentTable().size(), 1u);
  // With a dynamic reference of its own, exit data releases that one.
  acorn_map In =
      mapOf(A.data(), 100 * sizeof(double), ACORN_MAP_COPYIN, "a[0:100]");
  enterData(D, &EnterC, &In, 1, Sync);
  exitData(D, &ExitC, &Out, 1, Sync, false);
  EXPECT_EQ(D.presentTable().size(), 1u);
  dataExit(D, &DataC, &M, 1, Sync);
  EXPECT_EQ(D.presentTable().size(), 0u);
}

TEST_F(DataErrorsDeathTest, DifferentExtentShowsTheEntry) {
  acorn_map All =
      mapOf(A.data(), 100 * sizeof(double), ACORN_MAP_CREATE, "a[0:n]");
  enterData(D, &EnterC, &All, 1, Sync);
  acorn_map Part =
      mapOf(A.data(), 50 * sizeof(double), ACORN_MAP_DELETE, "a[0:n/2]");
  EXPECT_EXIT(exitData(D, &ExitC, &Part, 1, Sync, false), ExitedWithCode(1),
              "solver.c:30:1: in 'exit data': data for 'a\\[0:n/2\\]' .* is "
              "present on nvidia device 0 with a different extent: the "
              "device holds " +
                  Range +
                  " \\(800 bytes; structured 0, "
                  "dynamic 1; mapped by 'enter data' at solver.c:20:1\\)");
}

TEST_F(DataErrorsDeathTest, OutOfMemoryShowsWhatIsPresent) {
  acorn_map Lo =
      mapOf(A.data(), 10 * sizeof(double), ACORN_MAP_COPYIN, "a[0:10]");
  enterData(D, &EnterC, &Lo, 1, Sync);
  D.Capacity = 500;
  acorn_map Big =
      mapOf(A.data() + 10, 90 * sizeof(double), ACORN_MAP_COPYIN, "a[10:90]");
  EXPECT_EXIT(
      dataEnter(D, &DataC, &Big, 1, Sync), ExitedWithCode(1),
      "solver.c:12:3: in 'data': cannot allocate 720 bytes on nvidia "
      "device 0 for 'a\\[10:90\\]' \\(" +
          Range +
          " \\(720 bytes\\)\\): "
          "out of device memory \\([0-9]+ bytes free; the present table "
          "holds 1 entry, 80 bytes\\)");
}

} // namespace
