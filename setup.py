from setuptools import find_packages, setup

setup(
    name="fairseq-xl",
    version="0.1.0",
    description="Cross-lingual LM pre-training (XLM-E, XLNet, MARGE, VECO) as a fairseq plugin",
    long_description=open("README.md", encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    packages=find_packages(include=["fairseq_xl", "fairseq_xl.*"]),
    package_data={"fairseq_xl.hf": ["remote/*.py"]},  # written into exported folders, never imported here
    python_requires=">=3.11",
    install_requires=[
        # fairseq main + Python 3.11 fixes as a prebuilt cp311 wheel; see README "Why ve-fairseq".
        "ve-fairseq==0.12.3",
        "torch>=2.6,<2.15",
        "numpy>=1.26",
        "sentencepiece>=0.2",
        "sacremoses>=0.1",  # Moses tokenisation before fastBPE (BPE=fastbpe), fairseq's --tokenizer moses
        "faiss-cpu>=1.8",  # MARGE: approximate search in shards too large for one matrix product
        "tensorboardX>=2.6",  # fairseq's --tensorboard-logdir
        "matplotlib>=3.8",  # python -m fairseq_xl.plot_logs
    ],
    extras_require={
        "hf": ["transformers>=4.57,<5"],  # python -m fairseq_xl.hf.export
        "fsdp": ["fairscale==0.4.13"],  # fairseq's --ddp-backend fully_sharded (README, "GPU kit")
        "test": ["pytest>=8", "pytest-xdist>=3.6", "transformers==4.57.6", "ruff==0.17.5"],
    },
)
