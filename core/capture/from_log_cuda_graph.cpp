// CUDA graphs: made by stream capture (what a capturing stream is given becomes a node that depends on the stream's
// last nodes; an event recorded under capture carries those nodes to the streams that wait for it) or node by node
// (cuGraphAdd*Node, cuGraphAddDependencies), cloned, instantiated, and launched on a stream. A launch runs each node
// after the stream's earlier work and its dependencies, and the stream's later work after every node: the nodes go to
// lanes (cuda-side queues of their own, each a chain of nodes in dependency order), a lane's semaphore signalled
// after each node and waited for by the nodes of other lanes that depend on it.
#include "core/capture/from_log_cuda.h"

#include <algorithm>
#include <deque>

namespace syncstress::capture {
namespace {

// CUgraphNodeType (cuda.h), as the subscriber writes it.
enum NodeType : uint64_t {
    k_kernel = 0,
    k_memcpy = 1,
    k_memset = 2,
    k_host = 3,
    k_child = 4,
    k_empty = 5,
    k_wait_event = 6,
    k_record_event = 7,
    k_mem_alloc = 10
};

// The graph's nodes in an order where each comes after those it depends on; empty where the edges make a cycle.
std::vector<uint32_t> dependency_order(const std::vector<std::vector<uint32_t>>& deps) {
    std::vector<uint32_t> waiting(deps.size()), order;
    std::vector<std::vector<uint32_t>> users(deps.size());
    for (uint32_t n = 0; n < deps.size(); ++n)
        for (uint32_t d : deps[n]) {
            users[d].push_back(n);
            ++waiting[n];
        }
    std::deque<uint32_t> ready;
    for (uint32_t n = 0; n < deps.size(); ++n)
        if (waiting[n] == 0) ready.push_back(n);
    while (!ready.empty()) {
        const uint32_t n = ready.front();
        ready.pop_front();
        order.push_back(n);
        for (uint32_t user : users[n])
            if (--waiting[user] == 0) ready.push_back(user);
    }
    if (order.size() != deps.size()) order.clear();
    return order;
}

// Each node's lane (by index), in `order`: a node continues the chain of a lane whose last node it depends on, else
// takes a lane the launch left free. And which nodes their lane signals after: those a node on another lane depends
// on, and each lane's last (the launch stream waits for it); a lane signals once a launch where no other waits
// inside it, so that a loop of launches advances every semaphore by one stride and folds.
struct Lanes {
    std::vector<size_t> of;
    std::vector<bool> signals;
    size_t count = 0;
};
Lanes lanes_of(const std::vector<std::vector<uint32_t>>& deps, const std::vector<uint32_t>& order) {
    Lanes out{std::vector<size_t>(deps.size()), std::vector<bool>(deps.size()), 0};
    std::vector<std::optional<uint32_t>> last_node;  // by lane: the last node this launch put there
    for (const uint32_t n : order) {
        size_t at = std::find(last_node.begin(), last_node.end(), std::nullopt) - last_node.begin();
        for (const uint32_t d : deps[n])
            if (last_node[out.of[d]] == d) at = out.of[d];
        if (at == last_node.size()) last_node.emplace_back();
        out.of[n] = at;
        last_node[at] = n;
        for (const uint32_t d : deps[n])
            if (out.of[d] != at) out.signals[d] = true;
    }
    for (const auto& last : last_node) out.signals[*last] = true;
    out.count = last_node.size();
    return out;
}

}  // namespace

// The graph calls the subscriber records (cuda_graph_calls.cpp); false for one it records by name only.
bool CudaRecords::add_graph_call(const LogRecord& record, const std::string& call) {
    if (call == "cuGraphLaunch") {
        launch_graph(record);
    } else if (call.rfind("cuGraphInstantiate", 0) == 0) {
        execs_[record.get("exec")] = graphs_[record.get("graph")];
    } else if (call == "cuGraphClone") {
        graphs_[record.get("clone")] = graphs_[record.get("graph")];
    } else if (call == "cuGraphAddDependencies") {
        const auto from = record.all("from"), to = record.all("to");
        for (size_t i = 0; i < std::min(from.size(), to.size()); ++i) {
            const auto f = graph_nodes_.find(from[i]->values[0]), t = graph_nodes_.find(to[i]->values[0]);
            if (f != graph_nodes_.end() && t != graph_nodes_.end() && f->second.first == t->second.first)
                graphs_[t->second.first][t->second.second].deps.push_back(f->second.second);
        }
    } else if (record.find("node")) {
        Graph& graph = graphs_[record.get("graph")];
        GraphNode node = node_of(record);
        for (const LogField* dep : record.all("dep"))
            if (const auto found = graph_nodes_.find(dep->values[0]); found != graph_nodes_.end())
                node.deps.push_back(found->second.second);
        graph_nodes_[record.get("node")] = {record.get("graph"), static_cast<uint32_t>(graph.size())};
        graph.push_back(std::move(node));
    } else {
        return false;
    }
    return true;
}

CudaRecords::GraphNode CudaRecords::node_of(const LogRecord& record) {
    GraphNode node;
    node.at = call_site_of(record);
    switch (record.get("type")) {
    case k_kernel:
        if (auto dispatch = kernel_dispatch(record)) node = {GraphNode::Kind::work, std::move(*dispatch), 0, 0, {}, node.at};
        break;
    case k_memcpy: return copy_node(record);
    case k_memset: return fill_node(record);
    case k_host: node.kind = GraphNode::Kind::host, node.data = record.get("data"); break;
    case k_wait_event:
    case k_record_event:
        node.kind = record.get("type") == k_wait_event ? GraphNode::Kind::event_wait : GraphNode::Kind::event_record;
        node.event = semaphore_of(events_, record.get("event"), CapturedSemaphore::Kind::event);
        break;
    case k_empty: break;
    case k_mem_alloc:
        // Its memory is a device buffer from here on, for the nodes that use it; when each launch allocates and frees it
        // is not followed.
        allocations_[record.get("ptr")] = {new_buffer(record.get("size"), Placement::cuda_device, record), record.get("size"), false};
        not_modelled(record.call, "a graph's memory allocation node: its memory is one buffer from the node's creation on (each "
                                  "launch's allocation and free are not followed; the node orders its neighbours)");
        break;
    case k_child: not_modelled(record.call, "a child graph's nodes are not in the scenario (the node orders its neighbours only)"); break;
    default:
        not_modelled(record.call, "a node of this type (memory allocation or free, external semaphore, batch memory operation or "
                                  "conditional) is not modelled (the node orders its neighbours only)");
    }
    return node;
}

// A copy node: one-dimensional, between device or pinned memory and host memory the copy names.
CudaRecords::GraphNode CudaRecords::copy_node(const LogRecord& record) {
    GraphNode node;
    node.at = call_site_of(record);
    if (record.get("shape")) return not_modelled(record.call, "a 2D, 3D or array copy node is not modelled"), node;
    const uint64_t size = record.get("size");
    auto side = [&](const char* pointer, const char* host) -> std::optional<Pointer> {
        if (const auto found = resolve(record.get(pointer))) return found;
        if (!record.get(host)) return std::nullopt;
        return host_memory(record.get(pointer), size, record);
    };
    const auto src = side("src", "src_host"), dst = side("dst", "dst_host");
    if (!src || !dst) return not_modelled(record.call, "a device pointer of the copy node is in no allocation the subscriber saw"), node;
    if (program_.buffers[src->buffer].placement != Placement::cuda_device &&
        program_.buffers[dst->buffer].placement != Placement::cuda_device)
        return not_modelled(record.call, "a copy node between two host buffers is not modelled"), node;
    node.kind = GraphNode::Kind::work;
    node.op = CapturedCopy{src->buffer, dst->buffer, src->offset, dst->offset, size};
    return node;
}

CudaRecords::GraphNode CudaRecords::fill_node(const LogRecord& record) {
    GraphNode node;
    node.at = call_site_of(record);
    const auto dst = resolve(record.get("dst"));
    if (!dst || program_.buffers[dst->buffer].placement != Placement::cuda_device)
        return not_modelled(record.call, "a memset node of memory other than a device allocation the subscriber saw"), node;
    node.kind = GraphNode::Kind::work;
    node.op = CapturedFill{dst->buffer, dst->offset, record.get("size"), fill_word(record.get("value"), record.get("element", 4))};
    return node;
}

void CudaRecords::begin_capture(uint32_t queue) {
    if (capturing_.empty()) {
        capture_.clear();
        frontier_.clear();
        captured_events_.clear();
    }
    capturing_.insert(queue);
    frontier_[queue];
}

// The streams the capture joined end it with the stream that began it; the graph is what was captured (none where the
// end failed: the capture was invalidated, and what it captured never runs).
void CudaRecords::end_capture(const LogRecord& record) {
    if (!record.find("result")) graphs_[record.get("graph")] = capture_;
    capturing_.clear();
    capture_.clear();
    frontier_.clear();
    captured_events_.clear();
}

void CudaRecords::capture_node(const LogRecord&, uint32_t queue, GraphNode node) {
    std::vector<uint32_t>& last = frontier_[queue];
    node.deps = last;
    last = {static_cast<uint32_t>(capture_.size())};
    capture_.push_back(std::move(node));
}

void CudaRecords::capture_event_record(uint32_t queue, uint32_t event) { captured_events_[event] = frontier_[queue]; }

bool CudaRecords::capture_event_wait(uint32_t queue, uint32_t event) {
    const auto found = captured_events_.find(event);
    if (found == captured_events_.end()) return false;
    capturing_.insert(queue);
    std::vector<uint32_t>& last = frontier_[queue];
    for (uint32_t node : found->second)
        if (std::find(last.begin(), last.end(), node) == last.end()) last.push_back(node);
    return true;
}

// The launch stream's lane `index`, made where it is the first launch to need it.
uint32_t CudaRecords::lane(Launches& launches, size_t index, uint32_t stream) {
    while (launches.lanes.size() <= index) {
        Lane made;
        made.queue = new_queue(program_.queues[stream].stream + "-graph" + std::to_string(launches.lanes.size()), false);
        made.semaphore = static_cast<uint32_t>(program_.semaphores.size());
        program_.semaphores.push_back({CapturedSemaphore::Kind::graph, 0, 0});
        launches.lanes.push_back(made);
    }
    return launches.lanes[index].queue;
}

void CudaRecords::run_node(const LogRecord& record, const GraphNode& node, uint32_t lane_queue) {
    using Kind = GraphNode::Kind;
    if (node.kind == Kind::work && node.op) enqueue(record, lane_queue, *node.op, node.at);
    if (node.kind == Kind::host) host_function(record, lane_queue, node.data, node.at);
    if (node.kind == Kind::event_record)
        enqueue(record, lane_queue, scenario::Signal{node.event, ++program_.semaphores[node.event].signals}, node.at);
    if (node.kind == Kind::event_wait)
        if (const uint64_t value = program_.semaphores[node.event].signals)
            enqueue(record, lane_queue, scenario::Wait{node.event, value}, node.at);
}

void CudaRecords::launch_graph(const LogRecord& record) {
    const auto found = execs_.find(record.get("exec"));
    if (found == execs_.end()) return not_modelled(record.call, "its graph was instantiated before the subscriber recorded");
    const Graph graph = found->second;
    std::vector<std::vector<uint32_t>> deps;
    for (const GraphNode& node : graph) deps.push_back(node.deps);
    const std::vector<uint32_t> order = dependency_order(deps);
    if (order.size() != graph.size()) return not_modelled(record.call, "its graph's edges make a cycle");
    const uint32_t stream = queue_of(record);
    auto [slot, fresh] = launches_.emplace(stream, Launches{});
    Launches& launches = slot->second;
    if (fresh) {
        launches.start = static_cast<uint32_t>(program_.semaphores.size());
        program_.semaphores.push_back({CapturedSemaphore::Kind::graph, 0, 0});
    }
    enqueue(record, stream, scenario::Signal{launches.start, ++launches.started});
    const Lanes lanes = lanes_of(deps, order);
    std::vector<uint64_t> done_at(graph.size());  // the lane's semaphore value once the node is done, where it signals
    for (const uint32_t n : order) {
        const size_t at = lanes.of[n];
        const uint32_t queue = lane(launches, at, stream);
        if (graph[n].deps.empty()) enqueue(record, queue, scenario::Wait{launches.start, launches.started}, graph[n].at);
        for (const uint32_t d : graph[n].deps)
            if (lanes.of[d] != at) enqueue(record, queue, scenario::Wait{launches.lanes[lanes.of[d]].semaphore, done_at[d]}, graph[n].at);
        run_node(record, graph[n], queue);
        if (!lanes.signals[n]) continue;
        Lane& lane = launches.lanes[at];
        enqueue(record, queue, scenario::Signal{lane.semaphore, ++lane.signalled}, graph[n].at);
        done_at[n] = lane.signalled;
    }
    for (size_t at = 0; at < lanes.count; ++at)
        enqueue(record, stream, scenario::Wait{launches.lanes[at].semaphore, launches.lanes[at].signalled});
}

}  // namespace syncstress::capture
