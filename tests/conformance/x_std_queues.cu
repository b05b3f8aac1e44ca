// std::queue, std::stack, std::deque and std::priority_queue on the host,
// around a kernel that builds a maze: breadth-first search from a corner,
// Dijkstra over cell costs (ties between equal distances come out in
// libstdc++'s heap order), a sliding-window maximum and a depth-first walk.
#include <cstdio>
#include <queue>
#include <stack>
#include <deque>
#include <vector>
#include <utility>
#include <functional>
#include <algorithm>

#define W 12
#define H 9

__global__ void buildMaze(unsigned char *wall, int *cost) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= W || y >= H) return;
    unsigned h = (unsigned)(x * 73856093) ^ (unsigned)(y * 19349663);
    h = (h ^ (h >> 13)) * 0x5bd1e995u;
    wall[y * W + x] = (h % 7 == 0) && (x + y > 0) && (x + y < W + H - 2);
    cost[y * W + x] = 1 + (h >> 8) % 9;
}

struct Step { int dist, cell; };
struct Farther {
    bool operator()(const Step &a, const Step &b) const { return a.dist > b.dist; }
};

int main() {
    unsigned char *dWall;
    int *dCost;
    cudaMalloc(&dWall, W * H);
    cudaMalloc(&dCost, W * H * sizeof(int));
    buildMaze<<<dim3(2, 2), dim3(8, 8)>>>(dWall, dCost);
    unsigned char wall[W * H];
    int cost[W * H];
    cudaMemcpy(wall, dWall, sizeof(wall), cudaMemcpyDeviceToHost);
    cudaMemcpy(cost, dCost, sizeof(cost), cudaMemcpyDeviceToHost);
    for (int y = 0; y < H; ++y) {
        for (int x = 0; x < W; ++x) putchar(wall[y * W + x] ? '#' : '.');
        putchar('\n');
    }
    const int dx[4] = {1, 0, -1, 0}, dy[4] = {0, 1, 0, -1};

    // breadth-first search
    std::vector<int> hops(W * H, -1);
    std::queue<int> frontier;
    frontier.push(0);
    hops[0] = 0;
    int visited = 0, maxQueue = 0;
    while (!frontier.empty()) {
        maxQueue = std::max(maxQueue, (int)frontier.size());
        int c = frontier.front();
        frontier.pop();
        ++visited;
        for (int d = 0; d < 4; ++d) {
            int nx = c % W + dx[d], ny = c / W + dy[d];
            if (nx < 0 || ny < 0 || nx >= W || ny >= H || wall[ny * W + nx] || hops[ny * W + nx] >= 0) continue;
            hops[ny * W + nx] = hops[c] + 1;
            frontier.push(ny * W + nx);
        }
    }
    printf("bfs: visited %d, widest frontier %d, corner at %d hops\n", visited, maxQueue, hops[W * H - 1]);

    // Dijkstra with a min-heap of (distance, cell) pairs and with a comparator struct
    std::vector<int> dist(W * H, 1 << 29);
    std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<std::pair<int, int>>> heap;
    dist[0] = 0;
    heap.push(std::pair<int, int>(0, 0));
    int pops = 0;
    while (!heap.empty()) {
        std::pair<int, int> top = heap.top();
        heap.pop();
        ++pops;
        if (top.first > dist[top.second]) continue;
        for (int d = 0; d < 4; ++d) {
            int nx = top.second % W + dx[d], ny = top.second / W + dy[d];
            if (nx < 0 || ny < 0 || nx >= W || ny >= H || wall[ny * W + nx]) continue;
            int nd = top.first + cost[ny * W + nx];
            if (nd < dist[ny * W + nx]) {
                dist[ny * W + nx] = nd;
                heap.push(std::pair<int, int>(nd, ny * W + nx));
            }
        }
    }
    printf("dijkstra: %d pops, corner costs %d\n", pops, dist[W * H - 1]);
    std::priority_queue<Step, std::vector<Step>, Farther> order;
    for (int c = 0; c < W * H; c += 5)
        if (!wall[c]) order.push(Step{dist[c] / 10, c});
    printf("nearest cells by tenths:");
    for (int k = 0; k < 10 && !order.empty(); ++k) {
        printf(" %d@%d", order.top().cell, order.top().dist);
        order.pop();
    }
    printf(" (%zu left)\n", order.size());

    // the largest cost in every window of five cells along row 4
    std::deque<int> window; // indices, their costs decreasing
    printf("window max:");
    for (int x = 0; x < W; ++x) {
        int c = cost[4 * W + x];
        while (!window.empty() && cost[4 * W + window.back()] <= c) window.pop_back();
        window.push_back(x);
        if (window.front() <= x - 5) window.pop_front();
        if (x >= 4) printf(" %d", cost[4 * W + window.front()]);
    }
    printf("\n");
    std::deque<int> both;
    for (int i = 0; i < 20; ++i) {
        if (i % 3 == 0) both.push_front(i);
        else both.push_back(i * 2);
        if (i % 5 == 4) both.pop_front();
    }
    std::sort(both.begin(), both.end());
    printf("deque %zu:", both.size());
    for (size_t i = 0; i < both.size(); ++i) printf(" %d", both[i]);
    printf("\n");

    // depth-first walk with an explicit stack
    std::vector<char> seen(W * H, 0);
    std::stack<int> todo;
    todo.push(0);
    int order_sum = 0, rank = 0;
    while (!todo.empty()) {
        int c = todo.top();
        todo.pop();
        if (seen[c]) continue;
        seen[c] = 1;
        order_sum += c * (++rank % 7);
        for (int d = 0; d < 4; ++d) {
            int nx = c % W + dx[d], ny = c / W + dy[d];
            if (nx >= 0 && ny >= 0 && nx < W && ny < H && !wall[ny * W + nx] && !seen[ny * W + nx]) todo.push(ny * W + nx);
        }
    }
    printf("dfs: %d cells, weighted order %d\n", rank, order_sum);
    cudaFree(dWall);
    cudaFree(dCost);
    return 0;
}
