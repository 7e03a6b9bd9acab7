// The CUDA subscriber's graph records: each node added to a graph (its graph, its node handle, the nodes it depends
// on, its type and what it does), edges added, graphs cloned, the graph a stream capture made (cuda_calls.cpp), each
// instantiation and each launch. core/capture/from_log_cuda_graph.cpp lowers a launch to the nodes' work.
#include "core/capture/cuda/cuda_calls.h"

namespace syncstress::capture_cuda {
namespace {

using capture_layer::handle_id;
using capture_layer::Record;

template <class P>
Record node_record(const CUpti_CallbackData& data, const P& p, uint64_t type) {
    Record record(data.functionName);
    record.u64("graph", handle_id(p.hGraph)).u64("node", p.phGraphNode ? handle_id(*p.phGraphNode) : 0).u64("type", type);
    for (size_t i = 0; p.dependencies && i < p.numDependencies; ++i) record.u64("dep", handle_id(p.dependencies[i]));
    return record;
}

// A copy node's two sides: one-dimensional copies between host and device pointers are the ones the scenario models;
// others are recorded with shape=1 (2D, 3D or an array).
void memcpy_fields(Record& record, const CUDA_MEMCPY3D& c) {
    const bool flat = c.Height <= 1 && c.Depth <= 1 && c.srcMemoryType != CU_MEMORYTYPE_ARRAY && c.dstMemoryType != CU_MEMORYTYPE_ARRAY;
    if (!flat) {
        record.u64("shape", 1);
        return;
    }
    const uint64_t src = c.srcMemoryType == CU_MEMORYTYPE_HOST ? handle_id(c.srcHost) : handle_id(c.srcDevice);
    const uint64_t dst = c.dstMemoryType == CU_MEMORYTYPE_HOST ? handle_id(c.dstHost) : handle_id(c.dstDevice);
    record.u64("dst", dst + c.dstXInBytes).u64("src", src + c.srcXInBytes).u64("size", c.WidthInBytes);
    // A unified address in no allocation the converter knows is host memory too (pageable, as the runtime passes it).
    if (c.srcMemoryType == CU_MEMORYTYPE_HOST || c.srcMemoryType == CU_MEMORYTYPE_UNIFIED) record.u64("src_host", 1);
    if (c.dstMemoryType == CU_MEMORYTYPE_HOST || c.dstMemoryType == CU_MEMORYTYPE_UNIFIED) record.u64("dst_host", 1);
}

template <class M>
void memset_fields(Record& record, const M& m) {
    const uint64_t row = m.width * m.elementSize;
    record.u64("dst", m.dst).u64("size", m.height <= 1 ? row : m.pitch * (m.height - 1) + row);
    record.u64("value", m.value).u64("element", m.elementSize);
}

template <class K>
void kernel_fields(Record& record, const K& k, const ParamLookup& param_info) {
    CUfunction function = k.func;
    if constexpr (requires { k.kern; })
        if (!function) function = reinterpret_cast<CUfunction>(k.kern);
    kernel_words(record, function, k.kernelParams, k.extra, param_info);
}

// cuGraphAddNode: the node's type says which member of its parameters holds it.
template <class P>
void generic_node(const CUpti_CallbackData& data, const P& p, const ParamLookup& param_info) {
    if (!p.nodeParams) return;
    const CUgraphNodeParams& n = *p.nodeParams;
    Record record = node_record(data, p, static_cast<uint64_t>(n.type));
    switch (n.type) {
    case CU_GRAPH_NODE_TYPE_KERNEL: kernel_fields(record, n.kernel, param_info); break;
    case CU_GRAPH_NODE_TYPE_MEMCPY: memcpy_fields(record, n.memcpy.copyParams); break;
    case CU_GRAPH_NODE_TYPE_MEMSET: memset_fields(record, n.memset); break;
    case CU_GRAPH_NODE_TYPE_HOST: record.u64("data", handle_id(n.host.userData)); break;
    case CU_GRAPH_NODE_TYPE_WAIT_EVENT: record.u64("event", handle_id(n.eventWait.event)); break;
    case CU_GRAPH_NODE_TYPE_MEM_ALLOC: record.u64("ptr", n.alloc.dptr).u64("size", n.alloc.bytesize); break;
    case CU_GRAPH_NODE_TYPE_EVENT_RECORD: record.u64("event", handle_id(n.eventRecord.event)); break;
    default: break;
    }
    record.write();
}

// Nodes, by the call that added them.
bool record_node(CUpti_CallbackId id, const CUpti_CallbackData& data, const ParamLookup& param_info) {
    switch (id) {
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddKernelNode: {
        const auto& p = *static_cast<const cuGraphAddKernelNode_params*>(data.functionParams);
        Record record = node_record(data, p, CU_GRAPH_NODE_TYPE_KERNEL);
        if (p.nodeParams) kernel_fields(record, *p.nodeParams, param_info);
        return record.write(), true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddKernelNode_v2: {
        const auto& p = *static_cast<const cuGraphAddKernelNode_v2_params*>(data.functionParams);
        Record record = node_record(data, p, CU_GRAPH_NODE_TYPE_KERNEL);
        if (p.nodeParams) kernel_fields(record, *p.nodeParams, param_info);
        return record.write(), true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemcpyNode: {
        const auto& p = *static_cast<const cuGraphAddMemcpyNode_params*>(data.functionParams);
        Record record = node_record(data, p, CU_GRAPH_NODE_TYPE_MEMCPY);
        if (p.copyParams) memcpy_fields(record, *p.copyParams);
        return record.write(), true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemsetNode: {
        const auto& p = *static_cast<const cuGraphAddMemsetNode_params*>(data.functionParams);
        Record record = node_record(data, p, CU_GRAPH_NODE_TYPE_MEMSET);
        if (p.memsetParams) memset_fields(record, *p.memsetParams);
        return record.write(), true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddHostNode: {
        const auto& p = *static_cast<const cuGraphAddHostNode_params*>(data.functionParams);
        node_record(data, p, CU_GRAPH_NODE_TYPE_HOST).u64("data", p.nodeParams ? handle_id(p.nodeParams->userData) : 0).write();
        return true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddEmptyNode:
        node_record(data, *static_cast<const cuGraphAddEmptyNode_params*>(data.functionParams), CU_GRAPH_NODE_TYPE_EMPTY).write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddEventRecordNode: {
        const auto& p = *static_cast<const cuGraphAddEventRecordNode_params*>(data.functionParams);
        node_record(data, p, CU_GRAPH_NODE_TYPE_EVENT_RECORD).u64("event", handle_id(p.event)).write();
        return true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddEventWaitNode: {
        const auto& p = *static_cast<const cuGraphAddEventWaitNode_params*>(data.functionParams);
        node_record(data, p, CU_GRAPH_NODE_TYPE_WAIT_EVENT).u64("event", handle_id(p.event)).write();
        return true;
    }
    // Nodes recorded for their edges alone: the converter counts them as not modelled and keeps the order they carry.
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddChildGraphNode:
        node_record(data, *static_cast<const cuGraphAddChildGraphNode_params*>(data.functionParams), CU_GRAPH_NODE_TYPE_GRAPH).write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemAllocNode: {
        const auto& p = *static_cast<const cuGraphAddMemAllocNode_params*>(data.functionParams);
        Record record = node_record(data, p, CU_GRAPH_NODE_TYPE_MEM_ALLOC);
        if (p.nodeParams) record.u64("ptr", p.nodeParams->dptr).u64("size", p.nodeParams->bytesize);
        return record.write(), true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddMemFreeNode:
        node_record(data, *static_cast<const cuGraphAddMemFreeNode_params*>(data.functionParams), CU_GRAPH_NODE_TYPE_MEM_FREE).write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddBatchMemOpNode:
        node_record(data, *static_cast<const cuGraphAddBatchMemOpNode_params*>(data.functionParams), CU_GRAPH_NODE_TYPE_BATCH_MEM_OP)
            .write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddExternalSemaphoresSignalNode:
        node_record(data, *static_cast<const cuGraphAddExternalSemaphoresSignalNode_params*>(data.functionParams),
                    CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL)
            .write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddExternalSemaphoresWaitNode:
        node_record(data, *static_cast<const cuGraphAddExternalSemaphoresWaitNode_params*>(data.functionParams),
                    CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT)
            .write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode:
        return generic_node(data, *static_cast<const cuGraphAddNode_params*>(data.functionParams), param_info), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddNode_v2:
        return generic_node(data, *static_cast<const cuGraphAddNode_v2_params*>(data.functionParams), param_info), true;
    default: return false;
    }
}

template <class P>
void dependencies(const CUpti_CallbackData& data, const P& p) {
    Record record(data.functionName);
    record.u64("graph", handle_id(p.hGraph));
    for (size_t i = 0; p.from && p.to && i < p.numDependencies; ++i) record.u64("from", handle_id(p.from[i])).u64("to", handle_id(p.to[i]));
    record.write();
}

template <class P>
void instantiate(const CUpti_CallbackData& data, const P& p) {
    Record(data.functionName).u64("exec", p.phGraphExec ? handle_id(*p.phGraphExec) : 0).u64("graph", handle_id(p.hGraph)).write();
}

// cuGraphLaunch's parameters name the executable graph hGraph, cuGraphLaunch_ptsz's hGraphExec.
template <class P>
void launch_graph(const CUpti_CallbackData& data, const P& p) {
    uint64_t exec = 0;
    if constexpr (requires { p.hGraphExec; })
        exec = handle_id(p.hGraphExec);
    else
        exec = handle_id(p.hGraph);
    Record(data.functionName).u64("exec", exec).u64("stream", handle_id(p.hStream)).write(true);
}

}  // namespace

bool record_graph_call(CUpti_CallbackId id, const CUpti_CallbackData& data, const ParamLookup& param_info) {
    switch (id) {
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddDependencies:
        return dependencies(data, *static_cast<const cuGraphAddDependencies_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphAddDependencies_v2:
        return dependencies(data, *static_cast<const cuGraphAddDependencies_v2_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphClone: {
        const auto& p = *static_cast<const cuGraphClone_params*>(data.functionParams);
        Record(data.functionName).u64("graph", handle_id(p.originalGraph)).u64("clone", handle_id(*p.phGraphClone)).write();
        return true;
    }
    case CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiate:
        return instantiate(data, *static_cast<const cuGraphInstantiate_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiate_v2:
        return instantiate(data, *static_cast<const cuGraphInstantiate_v2_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithFlags:
        return instantiate(data, *static_cast<const cuGraphInstantiateWithFlags_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithParams:
        return instantiate(data, *static_cast<const cuGraphInstantiateWithParams_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphInstantiateWithParams_ptsz:
        return instantiate(data, *static_cast<const cuGraphInstantiateWithParams_ptsz_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch:
        return launch_graph(data, *static_cast<const cuGraphLaunch_params*>(data.functionParams)), true;
    case CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch_ptsz:
        return launch_graph(data, *static_cast<const cuGraphLaunch_ptsz_params*>(data.functionParams)), true;
    default: return record_node(id, data, param_info);
    }
}

}  // namespace syncstress::capture_cuda
