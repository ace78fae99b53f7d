import re

from setuptools import find_packages, setup

with open("fairseq_xl/version.py", encoding="utf-8") as handle:
    VERSION = re.search(r'^__version__ = "([^"]+)"', handle.read(), re.M).group(1)

setup(
    name="fairseq-xl",
    version=VERSION,
    description="Cross-lingual LM pre-training (XLM-E, XLNet, MARGE, VECO) as a fairseq plugin",
    long_description=(
        "fairseq-xl adds cross-lingual pre-training methods to fairseq as a plugin loaded with "
        "`--user-dir fairseq_xl`: XLM-E (replaced token detection, tasks mrtd and trtd), XLNet "
        "(permutation_lm), MARGE (marge_retrieval) and VECO (ca_mlm), trained with fairseq-train on "
        "fairseq's binarized data, with checkpoints that fairseq's tools and an export to Hugging Face "
        "transformers read. Documentation: README.md and examples/<method>/README.md in the repository."
    ),
    long_description_content_type="text/markdown",
    url="https://github.com/fairseq-xl/fairseq-xl",  # placeholder: the public repository once published
    license="MIT",
    classifiers=[
        "Development Status :: 3 - Alpha",
        "Intended Audience :: Science/Research",
        "License :: OSI Approved :: MIT License",
        "Programming Language :: Python :: 3.11",
        "Programming Language :: Python :: 3.12",
        "Topic :: Scientific/Engineering :: Artificial Intelligence",
    ],
    packages=find_packages(include=["fairseq_xl", "fairseq_xl.*"]),
    package_data={"fairseq_xl.hf": ["remote/*.py"]},  # written into exported folders, never imported here
    python_requires=">=3.11",
    install_requires=[
        # fairseq main + Python 3.11 fixes as a prebuilt cp311 wheel; see README "Why ve-fairseq".
        "ve-fairseq==0.12.3",
        "torch>=2.6,<2.15",
        "numpy>=1.26",
        "sentencepiece>=0.2",
        "protobuf>=4.21",  # SentencePiece models parsed in Python before its native parser (guards/reader.py)
        "sacremoses>=0.1",  # Moses tokenisation before fastBPE (BPE=fastbpe), fairseq's --tokenizer moses
        "faiss-cpu>=1.8",  # MARGE: approximate search in shards too large for one matrix product
        "tensorboardX>=2.6",  # fairseq's --tensorboard-logdir
        "matplotlib>=3.8",  # python -m fairseq_xl.plot_logs
    ],
    extras_require={
        "hf": ["transformers>=4.57,<5", "accelerate>=1.1"],  # python -m fairseq_xl.hf.export; transformers.Trainer
        "fsdp": ["fairscale==0.4.13"],  # fairseq's --ddp-backend fully_sharded (README, "GPU kit")
        "kernel": ["triton==3.9.0"],  # XLM-E's fused attention (CUDA builds of torch bring Triton already)
        # triton: the kernel's tests run in its CPU interpreter (skipped without it)
        "test": ["pytest>=8", "pytest-xdist>=3.6", "transformers==4.57.6", "ruff==0.17.5", "triton==3.9.0",
                 "accelerate==1.15.0"],
    },
)
